import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { runAdminCommand, type CommandResult } from './admin-commands.ts'
import { callHost } from './host-players.ts'
import type { DatabaseKind } from './test-databases.ts'
import { freshPostgresUrl } from './test-databases.ts'
import { startWebHost, type WebHost } from './web-host.ts'

export const LIVE_SERVER_KEY = 'live-shop-server-key-'.padEnd(48, 'k')
export const asGameServer = { authorization: `Bearer ${LIVE_SERVER_KEY}` }

/** The built host in live mode (SHOP_DEMO=false) on a fresh database of `kind`, and the host's admin commands. */
export interface LiveShop {
  host: WebHost
  env: Record<string, string>
  /** `npm run admin:grant` on the shop's database, the host stopped meanwhile (the embedded folder needs it). */
  grant(username: string, role: 'staff' | 'admin'): Promise<CommandResult>
  stop(): Promise<void>
}

export async function startLiveShop(kind: DatabaseKind, extraEnv: Record<string, string> = {}): Promise<LiveShop> {
  const dataDir = await mkdtemp(join(tmpdir(), 'boutique-live-'))
  const env: Record<string, string> = {
    SHOP_DEMO: 'false',
    GAME_SERVERS: 'main=Serveur Principal',
    SHOP_SERVER_KEY: LIVE_SERVER_KEY,
    PUBLIC_URL: 'https://boutique.example.fr',
    DATA_DIR: dataDir,
    ...(kind === 'postgres' ? { DATABASE_URL: await freshPostgresUrl({ demo: false }) } : {}),
    ...extraEnv
  }
  const shop: LiveShop = {
    host: await startWebHost({ env, dataDir }),
    env,
    async grant(username, role) {
      await shop.host.stop()
      const result = await runAdminCommand('admin-grant', [username, role], env)
      shop.host = await startWebHost({ env, dataDir })
      return result
    },
    async stop() {
      await shop.host.stop()
      await rm(dataDir, { recursive: true, force: true })
    }
  }
  return shop
}

/** What the game server does with its key: the account for `identifier` made or updated. Its id. */
export async function gamePlayer(shop: LiveShop, identifier: string, name: string): Promise<number> {
  const response = await callHost(shop.host.url, 'PUT', `/api/server/players/${identifier}`, { name, serverName: 'main' }, asGameServer)
  if (!response.ok) throw new Error(`player ${identifier}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { accountId: number }).accountId
}

/** With the server key alone: a login token for `identifier`, traded at /api/loginGame for a session (bearer headers). */
export async function tokenSession(shop: LiveShop, identifier: string): Promise<Record<string, string>> {
  const minted = await callHost(
    shop.host.url,
    'POST',
    `/api/server/players/${identifier}/login-token`,
    { serverName: 'main' },
    asGameServer
  )
  const { token } = (await minted.json()) as { token: string }
  return sessionFromToken(shop, token)
}

export async function sessionFromToken(shop: LiveShop, token: string): Promise<Record<string, string>> {
  const login = await callHost(shop.host.url, 'POST', `/api/loginGame?token=${token}`)
  if (!login.ok) throw new Error(`loginGame: ${login.status} ${await login.text()}`)
  return { authorization: `Bearer ${((await login.json()) as { sessionToken: string }).sessionToken}` }
}

/** A password login, as the cookie header the browser then sends. */
export async function passwordSession(shop: LiveShop, username: string, password: string): Promise<Record<string, string>> {
  const login = await callHost(shop.host.url, 'POST', '/api/login', { username, password })
  if (!login.ok) throw new Error(`login ${username}: ${login.status} ${await login.text()}`)
  return { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '' }
}
