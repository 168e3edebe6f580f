import type { WebHost } from '../tests/support/web-host.ts'
import { SERVER_KEY } from './databases.ts'
import type { HttpBuyer } from './purchase-load.ts'

/** The bench's players, made as the game server makes them: through its API, each logged in with a bearer session. */
async function gameApi(host: WebHost, method: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${host.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${SERVER_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body)
  })
  if (response.status !== 200) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`)
  return response.json()
}

export async function createBuyers(host: WebHost, count: number): Promise<Omit<HttpBuyer, 'connection'>[]> {
  const buyers: Omit<HttpBuyer, 'connection'>[] = []
  for (let first = 0; first < count; first += 10) {
    const batch = Array.from({ length: Math.min(10, count - first) }, (_, index) => createBuyer(host, first + index))
    buyers.push(...(await Promise.all(batch)))
  }
  return buyers
}

async function createBuyer(host: WebHost, index: number): Promise<Omit<HttpBuyer, 'connection'>> {
  const identifier = `fivem:${900_000 + index}`
  await gameApi(host, 'PUT', `/api/server/players/${identifier}`, {
    name: `Acheteur_${index}`,
    serverName: 'main',
    characters: [
      { id: `bench${index}`, firstname: 'Acheteur', lastname: `Numéro${index}`, dob: '01/01/1990', pob: 'Los Santos', height: 180 }
    ]
  })
  const { token } = (await gameApi(host, 'POST', `/api/server/players/${identifier}/login-token`, { serverName: 'main' })) as {
    token: string
  }
  const login = await fetch(`${host.url}/api/loginGame?token=${token}`, { method: 'POST' })
  if (login.status !== 200) throw new Error(`loginGame: HTTP ${login.status}`)
  const { sessionToken } = (await login.json()) as { sessionToken: string }
  const characters = await fetch(`${host.url}/api/getCharacters`, {
    headers: { authorization: `Bearer ${sessionToken}`, gameServer: 'main' }
  })
  const [character] = (await characters.json()) as { id: number }[]
  if (!character) throw new Error(`${identifier} has no character`)
  return { session: sessionToken, characterDbId: character.id }
}
