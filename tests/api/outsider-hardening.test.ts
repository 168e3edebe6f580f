import { execFile } from 'node:child_process'
import { createServer, type ServerResponse } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Database } from '../../web/db/database.ts'
import { openPostgresDatabase } from '../../web/db/postgres-database.ts'
import { accountResponseSchema, gameLoginResponseSchema } from '../../src/core/contract/account.ts'
import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'
import { sampleProduct } from '../support/admin-samples.ts'
import { httpFrom, sessionCookie } from '../support/http-from.ts'
import { HARMLESS_SVGS, HOSTILE_SVGS } from '../support/hostile-content.ts'
import { freshPostgresUrl } from '../support/test-databases.ts'
import { REPO_ROOT, startWebHost, TEST_NODE_ARGS, type WebHost } from '../support/web-host.ts'

const CLIENT = '127.0.0.1'
const GUESSER = '127.0.0.9'
const SERVER_KEY = 'k'.repeat(40)
const NUI = 'https://cfx-nui-boutique'

/** What an outsider tried over TCP (SECURITY.md names each defence), tried again on the built host on PostgreSQL. */
describe('the built host over TCP, attacked as an outsider would', () => {
  let host: WebHost
  let db: Database
  let admin: string
  let dataDir: string

  beforeAll(async () => {
    const url = await freshPostgresUrl()
    dataDir = await mkdtemp(join(tmpdir(), 'boutique-outsider-'))
    const env = { SHOP_DEMO: 'true', DATABASE_URL: url, SHOP_SERVER_KEY: SERVER_KEY }
    await promisify(execFile)(
      process.execPath,
      [...TEST_NODE_ARGS, join(REPO_ROOT, 'dist/server/admin-grant.mjs'), 'Lucas_Martin', 'admin'],
      {
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env }
      }
    )
    host = await startWebHost({ dataDir, env })
    db = openPostgresDatabase(url, 2)
    const login = await httpFrom(CLIENT, `${host.url}/api/login`, {
      method: 'POST',
      body: { username: 'Lucas_Martin', password: DEMO_PASSWORD, remember: false }
    })
    admin = sessionCookie(login)
  })
  afterAll(async () => {
    await host?.stop()
    await db?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]?.n

  it('image paths are the shop’s own: //evil.example/x.png and /..//evil.example/x.png are refused, nothing written', async () => {
    const before = await count('select count(*)::int as n from products')
    for (const image of ['//evil.example/x.png', '/..//evil.example/x.png', '/media/../x.png', '/media//x.png']) {
      const answer = await httpFrom(CLIENT, `${host.url}/api/admin/products`, {
        method: 'POST',
        body: sampleProduct({ name: 'piege_image', images: [image] }),
        headers: { cookie: admin }
      })
      expect(answer.status, image).toBe(400)
      expect(JSON.stringify(answer.body), image).toContain('chemin /… ou adresse https:// attendu')
    }
    expect(await count('select count(*)::int as n from products')).toBe(before)
    const fine = await httpFrom(CLIENT, `${host.url}/api/admin/products`, {
      method: 'POST',
      body: sampleProduct({ name: 'image_propre', images: ['/media/demo/elegy2-1.svg'] }),
      headers: { cookie: admin }
    })
    expect(fine.status).toBe(201)
  })

  it(`the SVG filter refuses all ${Object.keys(HOSTILE_SVGS).length} hostile files on its own, and takes what drawing programs write`, async () => {
    const upload = async (name: string, svg: string) => {
      const form = new FormData()
      form.set('file', new File([svg], name, { type: 'image/svg+xml' }))
      const response = await fetch(`${host.url}/api/admin/images`, { method: 'POST', headers: { cookie: admin }, body: form })
      return response.status
    }
    const before = await count('select count(*)::int as n from uploaded_images')
    const refused: Record<string, number> = {}
    for (const [name, svg] of Object.entries(HOSTILE_SVGS)) refused[name] = await upload('piege.svg', svg)
    // 422 (active content), or 415 for the DOCTYPE, which is not read as an image at all.
    expect(Object.entries(refused).filter(([, status]) => status !== 422 && status !== 415)).toEqual([])
    expect(await count('select count(*)::int as n from uploaded_images')).toBe(before)
    for (const [name, svg] of Object.entries(HARMLESS_SVGS)) expect(await upload(`${name}.svg`, svg), name).toBe(201)
  })

  it('Accept-Encoding q-values are honoured: br;q=0 gets no brotli', async () => {
    const encoding = async (accept: string) =>
      (await httpFrom(CLIENT, `${host.url}/`, { headers: { 'accept-encoding': accept } })).headers['content-encoding']
    expect(await encoding('br;q=0')).toBeUndefined()
    expect(await encoding('br;q=0, gzip')).toBe('gzip')
    expect(await encoding('gzip;q=1, br;q=0.5')).toBe('gzip')
    expect(await encoding('br, gzip')).toBe('br')
    expect(await encoding('*;q=0')).toBeUndefined()
    expect(await encoding('identity')).toBeUndefined()
  })

  it('a hand-off link lives 5 minutes and is used once; it never replaces another player’s session; a logged-out browser it logs in as its player', async () => {
    const minted = await httpFrom(CLIENT, `${host.url}/api/server/players/fivem:100002/login-token`, {
      method: 'POST',
      body: { serverName: 'main' },
      headers: { authorization: `Bearer ${SERVER_KEY}` }
    })
    const gameToken = (minted.body as { token: string }).token
    const inGame = await httpFrom(CLIENT, `${host.url}/api/loginGame?token=${gameToken}`, { method: 'POST', headers: { origin: NUI } })
    const session = gameLoginResponseSchema.parse(inGame.body).sessionToken
    const handOff = await httpFrom(CLIENT, `${host.url}/api/websiteLoginToken`, {
      method: 'POST',
      body: {},
      headers: { origin: NUI, authorization: `Bearer ${session}` }
    })
    const token = new URL((handOff.body as { url: string }).url).searchParams.get('token') ?? ''
    const lifetimes = await db.query<{ purpose: string; seconds: number }>(
      `select purpose, extract(epoch from expires_at - created_at)::int as seconds from login_tokens order by created_at`
    )
    expect(lifetimes.rows.slice(-2)).toEqual([
      { purpose: 'game', seconds: 60 },
      { purpose: 'website', seconds: 300 }
    ])
    const open = (cookie?: string) =>
      httpFrom(CLIENT, `${host.url}/api/loginGame?token=${token}`, { method: 'POST', headers: cookie ? { cookie } : {} })
    // In the admin's browser (Lucas is logged in there): refused, the link left unspent.
    expect((await open(admin)).status).toBe(409)
    // In a browser where nobody is logged in: that browser is now the link's player — what the link is for.
    const loggedOut = await open()
    expect(loggedOut.status).toBe(200)
    expect(accountResponseSchema.parse(loggedOut.body).account.username).toBe('Emma_Roux')
    expect((await open()).status).toBe(401)
  })

  it('an address already blocked writes no limits row for each new username (before: 500 rows)', async () => {
    const login = (username: string) =>
      httpFrom(GUESSER, `${host.url}/api/login`, { method: 'POST', body: { username, password: 'mauvais', remember: false } })
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(`inconnu_${attempt}`)).status).toBe(401)
    const rows = await count('select count(*)::int as n from limits')
    const statuses = new Set<number>()
    for (let attempt = 0; attempt < 500; attempt += 1) statuses.add((await login(`nouveau_${attempt}`)).status)
    expect([...statuses]).toEqual([429])
    expect(await count('select count(*)::int as n from limits')).toBe(rows)
  })
})

/** A rates source that answers as told; it counts the bytes it managed to send. */
async function ratesSource(answer: (respond: ServerResponse) => void) {
  let sent = 0
  const server = createServer((_request, response) => {
    const write = response.write.bind(response)
    response.write = ((chunk: Buffer | string, ...rest: never[]) => {
      sent += chunk.length
      return write(chunk, ...rest)
    }) as typeof response.write
    answer(response)
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as { port: number }
  return { url: `http://127.0.0.1:${port}/rates.xml`, sent: () => sent, close: () => new Promise((closed) => server.close(closed)) }
}

describe('the exchange-rate fetch of the built host', () => {
  const MIB = 1_048_576

  async function hostFetching(url: string): Promise<WebHost> {
    return startWebHost({ env: { SHOP_DEMO: 'true', EXCHANGE_RATES_URL: url } })
  }

  it('stops reading an endless answer after 1 MiB and keeps the stored rates (before: a 1.5 GiB answer, 3.2 GiB of memory)', async () => {
    const block = Buffer.alloc(64 * 1024, 'a')
    const source = await ratesSource((response) => {
      response.writeHead(200, { 'content-type': 'application/xml' })
      const pump = () => {
        while (response.write(block)) if (response.destroyed) return
        if (!response.destroyed) response.once('drain', pump)
      }
      response.on('close', () => response.removeAllListeners('drain'))
      pump()
    })
    const host = await hostFetching(source.url)
    try {
      await waitFor(() => host.output().includes('[rates] mise à jour impossible'))
      expect(host.output()).toContain(`la source des taux envoie plus de ${MIB} octets`)
      // What the source could push before the host hung up: the cap plus what sat in the sockets' buffers.
      expect(source.sent()).toBeLessThan(16 * MIB)
      console.info(`[exchange-rates] the source sent ${source.sent()} bytes before the host closed the connection`)
    } finally {
      await host.stop()
      await source.close()
    }
  })

  it('refuses a redirect instead of following it', async () => {
    let followed = false
    const target = await ratesSource((response) => {
      followed = true
      response.end('<Cube currency="USD" rate="1.1"/><Cube currency="GBP" rate="0.9"/>')
    })
    const source = await ratesSource((response) => response.writeHead(302, { location: target.url }).end())
    const host = await hostFetching(source.url)
    try {
      await waitFor(() => host.output().includes('[rates] mise à jour impossible'))
      expect(host.output()).toContain('la source des taux redirige (302)')
      expect(followed).toBe(false)
    } finally {
      await host.stop()
      await source.close()
      await target.close()
    }
  })
})

async function waitFor(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((wait) => setTimeout(wait, 50))
  }
}
