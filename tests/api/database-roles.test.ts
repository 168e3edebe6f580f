import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runAdminCommand } from '../support/admin-commands.ts'
import { callHost } from '../support/host-players.ts'
import { asGameServer, LIVE_SERVER_KEY } from '../support/live-shop.ts'
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.ts'
import { startWebHost } from '../support/web-host.ts'

// Needs the built host and CLI: node build.mjs --quiet
const PASSWORD = 'mot-de-passe-admin-1'

/** README « Deux rôles PostgreSQL », as an operator types it: the owner runs the migrations, the host runs as boutique_app. */
async function twoRoleDatabase(cluster: PostgresCluster, name: string): Promise<{ ownerUrl: string; appUrl: string }> {
  const superuser = new pg.Client({ connectionString: cluster.url })
  await superuser.connect()
  try {
    await superuser.query(`create database ${name} owner boutique_owner`)
  } finally {
    await superuser.end()
  }
  const url = (role: string) => `postgres://${role}@127.0.0.1:${cluster.port}/${name}`
  const owner = new pg.Client({ connectionString: url('boutique_owner') })
  await owner.connect()
  try {
    await owner.query(`revoke all on database ${name} from public`)
    await owner.query(`grant connect, temporary on database ${name} to boutique_app`)
    await owner.query('grant usage on schema public to boutique_app')
    await owner.query('alter default privileges in schema public grant select, insert, update, delete on tables to boutique_app')
    await owner.query('alter default privileges in schema public grant usage, select, update on sequences to boutique_app')
  } finally {
    await owner.end()
  }
  return { ownerUrl: url('boutique_owner'), appUrl: url('boutique_app') }
}

async function asRole(url: string, sql: string): Promise<string> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
    return 'done'
  } catch (error) {
    return (error as Error).message
  } finally {
    await client.end()
  }
}

describe('PostgreSQL with two roles: the owner migrates, the host runs as a role that cannot touch the audit', () => {
  let cluster: PostgresCluster
  let dataDir: string

  beforeAll(async () => {
    cluster = await startPostgresCluster()
    dataDir = await mkdtemp(join(tmpdir(), 'boutique-roles-'))
    expect(await asRole(cluster.url, 'create role boutique_owner login; create role boutique_app login')).toBe('done')
  }, 120_000)
  afterAll(async () => {
    await cluster?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('npm run db:migrate as the owner, then the host as boutique_app: the shop works and the append-only trigger stays on', async () => {
    const { ownerUrl, appUrl } = await twoRoleDatabase(cluster, 'shop_one')
    const migrated = await runAdminCommand('db-migrate', [], { DATABASE_URL: appUrl, DATABASE_OWNER_URL: ownerUrl })
    expect(migrated.code, migrated.output).toBe(0)
    expect(migrated.output).toMatch(/Migrations appliquées à la base PostgreSQL \S+ \(DATABASE_URL\) : 1, 2, 3/)
    const env = {
      SHOP_DEMO: 'false',
      GAME_SERVERS: 'main=Serveur Principal',
      SHOP_SERVER_KEY: LIVE_SERVER_KEY,
      PUBLIC_URL: 'https://boutique.example.fr',
      DATABASE_URL: appUrl
    }
    const host = await startWebHost({ dataDir, env })
    try {
      const player = await callHost(
        host.url,
        'PUT',
        '/api/server/players/fivem:5',
        { name: 'Alice_Admin', serverName: 'main' },
        asGameServer
      )
      const { accountId } = (await player.json()) as { accountId: number }
      const credit = { amount: 300, reason: 'Crédit de test' }
      expect((await callHost(host.url, 'POST', '/api/server/players/fivem:5/credit', credit, asGameServer)).status).toBe(200)
      const minted = await callHost(host.url, 'POST', '/api/server/players/fivem:5/login-token', { serverName: 'main' }, asGameServer)
      const login = await callHost(host.url, 'POST', `/api/loginGame?token=${((await minted.json()) as { token: string }).token}`)
      const inGame = { authorization: `Bearer ${((await login.json()) as { sessionToken: string }).sessionToken}` }
      expect((await callHost(host.url, 'POST', '/api/password', { newPassword: PASSWORD }, inGame)).status).toBe(200)
      expect((await runAdminCommand('admin-grant', ['Alice_Admin', 'admin'], { DATABASE_URL: appUrl })).code).toBe(0)
      const admin = await callHost(host.url, 'POST', '/api/login', { username: 'Alice_Admin', password: PASSWORD })
      const cookie = { cookie: (admin.headers.get('set-cookie') ?? '').split(';')[0] ?? '' }
      const change = { delta: 50, reason: 'Geste commercial', idempotencyKey: 'roles-key-0001' }
      expect((await callHost(host.url, 'POST', `/api/admin/players/${accountId}/balance`, change, cookie)).status).toBe(200)
      expect((await callHost(host.url, 'GET', '/readyz')).status).toBe(200)

      // What a stolen host role tries on the audit: every way around the trigger is refused.
      for (const attempt of [
        'alter table staff_actions disable trigger staff_actions_append_only',
        'alter table staff_actions disable trigger all',
        'drop trigger staff_actions_append_only on staff_actions',
        'create or replace function refuse_staff_action_change() returns trigger language plpgsql as $$ begin return old; end $$',
        'set session_replication_role = replica'
      ]) {
        expect(await asRole(appUrl, attempt), attempt).toMatch(/must be owner|permission denied/)
      }
      expect(await asRole(appUrl, 'truncate staff_actions')).toMatch(/permission denied/)
      expect(await asRole(appUrl, 'delete from staff_actions')).toMatch(/ajout seul/)
      expect(await asRole(appUrl, "update staff_actions set actor = 'personne'")).toMatch(/ajout seul/)
      const audit = await callHost(host.url, 'GET', '/api/admin/actions', undefined, cookie)
      expect(((await audit.json()) as { total: number }).total).toBe(2)
      // The owner could: that is why the host must not run as it.
      expect(await asRole(ownerUrl, 'alter table staff_actions disable trigger staff_actions_append_only')).toBe('done')
      expect(await asRole(ownerUrl, 'alter table staff_actions enable trigger staff_actions_append_only')).toBe('done')
    } finally {
      expect(await host.stop()).toBe(0)
    }
  }, 180_000)

  it('migrations pending and no owner: the host stops (exit 78) naming db:migrate; with DATABASE_OWNER_URL it migrates at start', async () => {
    const { ownerUrl, appUrl } = await twoRoleDatabase(cluster, 'shop_two')
    const env = {
      SHOP_DEMO: 'false',
      GAME_SERVERS: 'main=Serveur Principal',
      SHOP_SERVER_KEY: LIVE_SERVER_KEY,
      PUBLIC_URL: 'https://boutique.example.fr',
      DATABASE_URL: appUrl
    }
    await expect(startWebHost({ dataDir, env })).rejects.toThrow(/npm run db:migrate avec DATABASE_OWNER_URL/)
    const host = await startWebHost({ dataDir, env: { ...env, DATABASE_OWNER_URL: ownerUrl } })
    try {
      expect((await callHost(host.url, 'GET', '/readyz')).status).toBe(200)
      expect(host.output()).not.toContain('boutique_owner@')
    } finally {
      expect(await host.stop()).toBe(0)
    }
    expect(await asRole(appUrl, 'alter table staff_actions disable trigger all')).toMatch(/must be owner/)
  }, 180_000)
})
