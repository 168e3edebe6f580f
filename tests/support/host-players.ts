import { gameLoginResponseSchema } from '../../src/core/contract/account.ts'

/** A player who came from the game to a web host process: a bearer session and a character on 'main'. */
export interface HostPlayer {
  identifier: string
  sessionToken: string
  characterId: number
}

export async function callHost(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {}
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
}

/**
 * What the game server does for a player (DESIGN.md game-server API): the account and a character,
 * Unions credited, a one-time token, which the framed bundle trades for a bearer session.
 */
export async function playerFromGame(baseUrl: string, serverKey: string, number: number, unions: number): Promise<HostPlayer> {
  const asServer = { authorization: `Bearer ${serverKey}` }
  const identifier = `fivem:${800_000 + number}`
  const character = { id: `load-${number}`, firstname: 'Joueur', lastname: `N${number}`, dob: '01/01/2000', pob: 'Los Santos', height: 180 }
  await expectOk(
    callHost(
      baseUrl,
      'PUT',
      `/api/server/players/${identifier}`,
      { name: `Joueur ${number}`, serverName: 'main', characters: [character] },
      asServer
    )
  )
  await expectOk(
    callHost(baseUrl, 'POST', `/api/server/players/${identifier}/credit`, { amount: unions, reason: 'Crédit de test' }, asServer)
  )
  const minted = await expectOk(
    callHost(baseUrl, 'POST', `/api/server/players/${identifier}/login-token`, { serverName: 'main' }, asServer)
  )
  const { token } = (await minted.json()) as { token: string }
  const login = gameLoginResponseSchema.parse(await (await expectOk(callHost(baseUrl, 'POST', `/api/loginGame?token=${token}`))).json())
  const characters = await expectOk(
    callHost(baseUrl, 'GET', '/api/getCharacters', undefined, { authorization: `Bearer ${login.sessionToken}`, gameServer: 'main' })
  )
  const [first] = (await characters.json()) as { id: number }[]
  return { identifier, sessionToken: login.sessionToken, characterId: first?.id ?? 0 }
}

async function expectOk(pending: Promise<Response>): Promise<Response> {
  const response = await pending
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`)
  return response
}
