import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { gameLoginResponseSchema } from '../../src/core/contract/account.ts'
import { buyProductsErrorSchema, buyProductsResponseSchema } from '../../src/core/contract/purchase.ts'
import type { Database } from '../../web/db/database.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { createDatabase } from '../support/postgres-cluster.ts'
import { ledgerMismatches } from '../support/shop-player.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'
import { readStock, setStock } from '../../web/catalog/stock-repository.ts'

// Needs the built host: node build.mjs --quiet
const SERVER_KEY = 'c'.repeat(40)
const asServer = { authorization: `Bearer ${SERVER_KEY}`, 'content-type': 'application/json' }
const PLAYERS = 50

interface Buyer {
  sessionToken: string
  characterId: number
}

describe('purchases at the same moment through two web hosts on one PostgreSQL database', () => {
  let hosts: WebHost[] = []
  let db: Database

  beforeAll(async () => {
    const url = await createDatabase(inject('postgresUrl'), `test_purchase_race_${randomBytes(4).toString('hex')}`)
    db = openPostgresDatabase(url, 4)
    const env = { DATABASE_URL: url, SHOP_DEMO: 'true', SHOP_SERVER_KEY: SERVER_KEY }
    // Both start on the empty database at once: migrations and demo data must still happen once.
    hosts = await Promise.all([startWebHost({ env }), startWebHost({ env })])
  }, 90_000)

  afterAll(async () => {
    await Promise.all(hosts.map((host) => host.stop()))
    await db?.close()
  })

  const hostFor = (index: number): WebHost => hosts[index % hosts.length] as WebHost

  async function call(host: WebHost, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return fetch(`${host.url}${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
  }

  /** A player arriving from the game: account, character, Unions, and a bearer session from a login token. */
  async function newBuyer(number: number, unions: number): Promise<Buyer> {
    const host = hostFor(number)
    const identifier = `fivem:${900_000 + number}`
    const character = {
      id: `race-${number}`,
      firstname: 'Joueur',
      lastname: `N${number}`,
      dob: '01/01/2000',
      pob: 'Los Santos',
      height: 180
    }
    const player = { name: `Joueur ${number}`, serverName: 'main', characters: [character] }
    const upsert = await call(host, 'PUT', `/api/server/players/${identifier}`, player, asServer)
    expect(upsert.status).toBe(200)
    const credit = await call(
      host,
      'POST',
      `/api/server/players/${identifier}/credit`,
      { amount: unions, reason: 'Crédit de test' },
      asServer
    )
    expect(await credit.json()).toEqual({ shopTokens: unions })
    const minted = await call(host, 'POST', `/api/server/players/${identifier}/login-token`, { serverName: 'main' }, asServer)
    const { token } = (await minted.json()) as { token: string }
    const login = gameLoginResponseSchema.parse(await (await call(host, 'POST', `/api/loginGame?token=${token}`)).json())
    const asPlayer = { authorization: `Bearer ${login.sessionToken}`, gameServer: 'main' }
    const characters = (await (await call(host, 'GET', '/api/getCharacters', undefined, asPlayer)).json()) as { id: number }[]
    return { sessionToken: login.sessionToken, characterId: characters[0]?.id ?? 0 }
  }

  function buy(host: WebHost, buyer: Buyer, productId: number, headers: Record<string, string> = {}) {
    return call(
      host,
      'POST',
      '/api/buyProducts',
      { characterDbId: buyer.characterId, products: { [String(productId)]: { amount: 1, isFromDailyShop: false } } },
      { authorization: `Bearer ${buyer.sessionToken}`, gameServer: 'main', ...headers }
    )
  }

  async function stockOf(productId: number): Promise<number | null> {
    return readStock(db, productId)
  }

  it('both hosts came up on the empty database and seeded the demo players once', async () => {
    const { rows } = await db.query<{ username: string; shop_tokens: number; ledger_rows: number }>(
      `select a.username, a.shop_tokens, (select count(*)::int from ledger l where l.account_id = a.id) as ledger_rows
         from accounts a order by a.username`
    )
    expect(rows).toEqual([
      { username: 'Emma_Roux', shop_tokens: 1_500, ledger_rows: 1 },
      { username: 'Lucas_Martin', shop_tokens: 25_000, ledger_rows: 1 }
    ])
    expect(await stockOf(105)).toBe(20)
  })

  it('sells the last 5 units to exactly 5 of 50 players buying at once', async () => {
    const buyers: Buyer[] = []
    for (let start = 0; start < PLAYERS; start += 10) {
      buyers.push(...(await Promise.all(Array.from({ length: 10 }, (_, offset) => newBuyer(start + offset, 20_000)))))
    }
    await setStock(db, 105, 5)

    const responses = await Promise.all(buyers.map((buyer, index) => buy(hostFor(index), buyer, 105)))
    const bodies = await Promise.all(
      responses.map(async (response) => ({ status: response.status, body: (await response.json()) as unknown }))
    )
    const sold = bodies.filter((answer) => answer.status === 200)
    const refused = bodies.filter((answer) => answer.status === 409)
    expect(sold).toHaveLength(5)
    expect(refused).toHaveLength(PLAYERS - 5)
    for (const answer of sold) expect(buyProductsResponseSchema.parse(answer.body).shopTokens).toBe(20_000 - 9_000)
    for (const answer of refused) expect(buyProductsErrorSchema.parse(answer.body).itemErrors?.['105']?.err).toBe('OUT_OF_STOCK')
    expect(await stockOf(105)).toBe(0)
    const { rows } = await db.query<{ units: number }>(
      'select coalesce(sum(quantity), 0)::int as units from order_lines where product_id = 105'
    )
    expect(rows[0]?.units).toBe(5)
  })

  it('gives a player with Unions for 3 units exactly 3 of 20 purchases fired at once', async () => {
    const buyer = await newBuyer(PLAYERS + 1, 3 * 300)
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => buy(hostFor(index), buyer, 202, { 'Idempotency-Key': `rafale-${index}-cle-unique` }))
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(3)
    expect(statuses.filter((status) => status === 409)).toHaveLength(17)
    const shortage = responses.find((response) => response.status === 409)
    expect(buyProductsErrorSchema.parse(await shortage?.json())).toEqual({
      error: "Vous n'avez pas assez de points boutique",
      shopTokensAmount: 0
    })
    const { rows } = await db.query<{ shop_tokens: number }>(
      'select a.shop_tokens from accounts a join account_identifiers i on i.account_id = a.id where i.identifier = $1',
      [`fivem:${900_000 + PLAYERS + 1}`]
    )
    expect(rows[0]?.shop_tokens).toBe(0)
  })

  it('leaves every account’s ledger adding up to its balance', async () => {
    const { rows } = await db.query<{ accounts: number }>('select count(*)::int as accounts from accounts')
    expect(rows[0]?.accounts).toBe(2 + PLAYERS + 1)
    expect(await ledgerMismatches(db)).toEqual([])
  })
})
