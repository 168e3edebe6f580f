import { expect } from 'vitest'

import { charactersResponseSchema, type Character } from '../../src/core/contract/account.ts'
import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'

export interface Elsewhere {
  /** The player's first character on the main server, the one `buy` buys for. */
  character: Character | undefined
  buy: (productId: number, amount: number) => Promise<Response>
}

/**
 * Lucas's account through the API, in a session of its own: what another tab or player would do meanwhile.
 * The game server first credits `unions` (the host runs with `serverKey` as SHOP_SERVER_KEY).
 */
export async function lucasElsewhere(shopUrl: string, serverKey: string, unions: number, reason: string): Promise<Elsewhere> {
  const credit = await fetch(`${shopUrl}/api/server/players/fivem:100001/credit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${serverKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: unions, reason })
  })
  expect(credit.status).toBe(200)
  const login = await fetch(`${shopUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'Lucas_Martin', password: DEMO_PASSWORD })
  })
  const headers = { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '', gameServer: 'main' }
  const characters = charactersResponseSchema.parse(await (await fetch(`${shopUrl}/api/getCharacters`, { headers })).json())
  const character = characters[0]
  return {
    character,
    buy: (productId, amount) =>
      fetch(`${shopUrl}/api/buyProducts`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ characterDbId: character?.id, products: { [productId]: { amount, isFromDailyShop: false } } })
      })
  }
}
