import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, inject, it } from 'vitest'

import { dailyShopResponseSchema } from '../../src/core/contract/daily-shop.ts'
import { openPgliteDatabase } from '../../web/db/pglite-database.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { runAdminCommand } from '../support/admin-commands.ts'
import { callHost, playerFromGame, type HostPlayer } from '../support/host-players.ts'
import { orderIntegrityViolations } from '../support/order-integrity.ts'
import { createDatabase } from '../support/postgres-cluster.ts'
import { signedTebexRequest } from '../support/tebex-fixtures.ts'
import { paymentEvent, variables } from '../support/tebex-events.ts'
import { freshPostgresUrl } from '../support/test-databases.ts'
import { DATA_TEMPLATE_VARIABLE, startWebHost, type WebHost } from '../support/web-host.ts'

// Needs the built host and commands: node build.mjs --quiet
const SERVER_KEY = 'db-move-test-server-key-'.padEnd(48, 'k')
const UNIONS_500_PACKAGE = 6000101
/** A pack that credits Unions (stock 20), a car of stock 5, unlimited goods. */
const BASKETS = [
  [105, 201],
  [309, 402],
  [202, 203, 401]
]

const folders: string[] = []
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true })
})

const asPlayer = (player: HostPlayer, server = 'main') => ({ authorization: `Bearer ${player.sessionToken}`, gameServer: server })

async function expectOk(pending: Promise<Response>): Promise<Response> {
  const response = await pending
  if (response.status !== 200) throw new Error(`${response.url}: ${response.status} ${await response.text()}`)
  return response
}

async function buy(host: WebHost, player: HostPlayer, ids: number[], fromDailyShop = false): Promise<{ order: { id: number } }> {
  const products = Object.fromEntries(ids.map((id) => [String(id), { amount: 1, isFromDailyShop: fromDailyShop }]))
  const response = await expectOk(
    callHost(host.url, 'POST', '/api/buyProducts', { characterDbId: player.characterId, products }, asPlayer(player))
  )
  return (await response.json()) as { order: { id: number } }
}

async function accountIdOf(host: WebHost, player: HostPlayer): Promise<number> {
  const answer = await expectOk(callHost(host.url, 'GET', '/api/whoAmI', undefined, asPlayer(player)))
  return ((await answer.json()) as { account: { id: number } }).account.id
}

/** What the shop has seen in a day: purchases, a daily offer, Tebex payments, a contact message. */
async function fill(host: WebHost, players: HostPlayer[]): Promise<void> {
  for (const [index, player] of players.entries()) await buy(host, player, BASKETS[index % BASKETS.length] ?? [201])
  const { offers } = dailyShopResponseSchema.parse(await (await expectOk(callHost(host.url, 'GET', '/api/dailyShop'))).json())
  const [offer] = offers
  if (!offer) throw new Error('no daily offer')
  await buy(host, players[0] as HostPlayer, [offer.itemId], true)
  for (const [index, player] of players.slice(0, 2).entries()) {
    const accountId = await accountIdOf(host, player)
    const event = paymentEvent('payment.completed', `tbx-move-${index}`, [{ id: UNIONS_500_PACKAGE, variables: variables(accountId) }], {
      accountId
    })
    const { body, headers } = signedTebexRequest(event)
    await expectOk(fetch(`${host.url}/api/webhooks/tebex`, { method: 'POST', body, headers }))
  }
  const message = {
    username: 'Joueur_1',
    email: 'joueur1@example.com',
    subject: 'Question sur ma commande',
    text: 'Bonjour, ma voiture est-elle livrée ?'
  }
  await expectOk(callHost(host.url, 'POST', '/api/sendMail', message))
}

/** The answer of every read route, for a visitor and for each player, the host's own address left out. */
async function readAnswers(host: WebHost, players: HostPlayer[]): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {}
  const read = async (label: string, path: string, headers: Record<string, string> = {}) => {
    const response = await expectOk(callHost(host.url, 'GET', path, undefined, headers))
    answers[label] = JSON.parse((await response.text()).replaceAll(host.url, '<origin>'))
  }
  for (const path of ['/api/shopVer', '/api/dailyShop', '/api/getCreators', '/api/config', '/api/getExchangeRate']) await read(path, path)
  for (const [index, player] of players.entries()) {
    const accountId = await accountIdOf(host, player)
    await read(`${index} whoAmI`, '/api/whoAmI', asPlayer(player))
    await read(`${index} characters main`, '/api/getCharacters', asPlayer(player))
    await read(`${index} characters legacy`, '/api/getCharacters', asPlayer(player, 'legacy'))
    await read(`${index} transactions`, '/api/getPlayerTransactions', asPlayer(player))
    await read(`${index} verifyUsername`, '/api/verifyUsername?username=Lucas_Martin', asPlayer(player))
    await read(
      `${index} giftCheck`,
      `/api/giftCheck?productId=1&targetId=${accountId}`,
      asPlayer(players[(index + 1) % players.length] as HostPlayer)
    )
  }
  return answers
}

describe('npm run db:move', () => {
  it('moves a filled embedded database into an empty PostgreSQL one: same answers and balances, and it then takes purchases', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'boutique-move-'))
    folders.push(dataDir)
    await cp(process.env[DATA_TEMPLATE_VARIABLE] ?? '', dataDir, { recursive: true })
    const embedded = await startWebHost({ env: { SHOP_SERVER_KEY: SERVER_KEY }, dataDir })
    const players = await Promise.all([1, 2, 3].map((number) => playerFromGame(embedded.url, SERVER_KEY, number, 50_000)))
    await fill(embedded, players)
    const before = await readAnswers(embedded, players)
    // Each player's history holds their purchases, the first two their payment: the answers compared carry the data.
    expect(before['0 transactions']).toMatchObject({ shop: expect.arrayContaining([expect.anything()]), tebex: [expect.anything()] })
    expect((before['0 transactions'] as { shop: unknown[] }).shop.length).toBeGreaterThanOrEqual(3)
    const target = await createDatabase(inject('postgresUrl'), `test_move_${randomBytes(4).toString('hex')}`)

    const whileRunning = await runAdminCommand('db-move', [target], { DATA_DIR: dataDir })
    expect(whileRunning.code).toBe(1)
    expect(whileRunning.output).toMatch(/Refusé : La base embarquée .* est déjà ouverte par le processus \d+ : arrêtez-le d'abord/)
    expect(await embedded.stop()).toBe(0)
    const notEmpty = await runAdminCommand('db-move', [await freshPostgresUrl()], { DATA_DIR: dataDir })
    expect(notEmpty.code).toBe(1)
    expect(notEmpty.output).toMatch(/Refusé : La base PostgreSQL de destination n'est pas vide .* rien n'a été modifié/)

    const moved = await runAdminCommand('db-move', [target], { DATA_DIR: dataDir })
    expect(moved.code, moved.output).toBe(0)
    expect(moved.output).toMatch(/nombres de lignes, soldes, registre et stocks vérifiés/)
    expect(moved.output).toContain(`DATABASE_URL=${target}`)

    const source = await openPgliteDatabase(join(dataDir, 'pglite'))
    const copy = openPostgresDatabase(target, 2)
    try {
      const balances = 'select id, shop_tokens from accounts order by id'
      expect((await copy.query(balances)).rows).toEqual((await source.query(balances)).rows)
      expect(await orderIntegrityViolations(copy)).toEqual([])
    } finally {
      await Promise.all([source.close(), copy.close()])
    }

    const onPostgres = await startWebHost({ env: { SHOP_SERVER_KEY: SERVER_KEY, DATABASE_URL: target } })
    try {
      expect(await readAnswers(onPostgres, players)).toEqual(before)
      const lastOrder = Math.max(...Object.values(before).flatMap((answer) => ordersIn(answer)))
      const { order } = await buy(onPostgres, players[1] as HostPlayer, [201, 105])
      expect(order.id).toBeGreaterThan(lastOrder)
      const newcomer = await playerFromGame(onPostgres.url, SERVER_KEY, 9, 5_000)
      await buy(onPostgres, newcomer, [203])
    } finally {
      await onPostgres.stop()
    }
  }, 120_000)
})

/** The order numbers a player's history shows (`U-<order>-<line>`). */
function ordersIn(answer: unknown): number[] {
  const shop = (answer as { shop?: { unity_transaction_id: string }[] }).shop ?? []
  return shop.map((row) => Number(row.unity_transaction_id.split('-')[1]))
}
