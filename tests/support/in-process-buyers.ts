import type { TestApp } from './test-app.ts'

export interface InProcessBuyer {
  headers: Record<string, string>
  characterId: number
}

/** A player as the game server makes one (account, character, Unions, login token), on an in-process app with `serverKey`. */
export async function inProcessBuyer(shop: TestApp, serverKey: string, number: number, unions: number): Promise<InProcessBuyer> {
  const asServer = { authorization: `Bearer ${serverKey}` }
  const identifier = `fivem:${700_000 + number}`
  const character = {
    id: `buyer-${number}`,
    firstname: 'Joueur',
    lastname: `N${number}`,
    dob: '01/01/2000',
    pob: 'Los Santos',
    height: 180
  }
  const put = await shop.app.request(`/api/server/players/${identifier}`, {
    method: 'PUT',
    headers: { ...asServer, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Acheteur ${number}`, serverName: 'main', characters: [character] })
  })
  if (!put.ok) throw new Error(`player: ${put.status} ${await put.text()}`)
  await shop.post(`/api/server/players/${identifier}/credit`, { amount: unions, reason: 'Crédit de test' }, asServer)
  const minted = (await (await shop.post(`/api/server/players/${identifier}/login-token`, { serverName: 'main' }, asServer)).json()) as {
    token: string
  }
  const login = (await (await shop.post(`/api/loginGame?token=${minted.token}`, {})).json()) as { sessionToken: string }
  const headers = { authorization: `Bearer ${login.sessionToken}`, gameServer: 'main' }
  const characters = (await (await shop.get('/api/getCharacters', headers)).json()) as { id: number }[]
  return { headers, characterId: characters[0]?.id ?? 0 }
}

export function buyOne(shop: TestApp, buyer: InProcessBuyer, productId: number): Promise<Response> {
  return shop.post(
    '/api/buyProducts',
    { characterDbId: buyer.characterId, products: { [String(productId)]: { amount: 1, isFromDailyShop: false } } },
    buyer.headers
  )
}
