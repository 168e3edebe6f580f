import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { shopVerResponseSchema } from '../../src/core/contract/catalog.ts'
import { dailyShopResponseSchema } from '../../src/core/contract/daily-shop.ts'
import { createApp } from '../../web/app.ts'
import type { AppDeps } from '../../web/app-deps.ts'
import { createShopDataCache } from '../../web/catalog/shop-data-cache.ts'
import { getConfig } from '../../web/config.ts'
import { withAnswerCache } from '../../web/http/answer-cache.ts'
import { loadStaticFiles } from '../../web/http/static-files.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'
import { setStock } from '../../web/catalog/stock-repository.ts'
import { firstTokenProduct } from '../support/shop-player.ts'

const NUI_ORIGIN = 'https://cfx-nui-boutique'
const SCRIPT = 'console.log("boutique")'.repeat(40)

/** The web host's fetch as main.ts serves it, beside the app it wraps, counting what reached the app. */
interface Host {
  deps: AppDeps
  appCalls: string[]
  setNow(instant: number): void
  /** Through the answer cache, as the web host answers. */
  get(path: string, headers?: Record<string, string>): Promise<Response>
  /** The app alone. */
  appGet(path: string, headers?: Record<string, string>): Promise<Response>
}

async function startHost(kind: (typeof DATABASE_KINDS)[number], staticRoot: string): Promise<Host> {
  let now = Date.parse('2026-11-21T10:00:00Z')
  const db = await freshDatabase(kind)
  const deps: AppDeps = {
    config: getConfig({}),
    db,
    shopData: createShopDataCache(db),
    now: () => now,
    staticFiles: await loadStaticFiles(staticRoot)
  }
  const app = createApp(deps)
  const appCalls: string[] = []
  const fetch = withAnswerCache((request) => {
    appCalls.push(new URL(request.url).pathname)
    return app.fetch(request)
  }, deps)
  const request = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers })
  return {
    deps,
    appCalls,
    setNow: (instant) => (now = instant),
    get: async (path, headers) => fetch(request(path, headers)),
    appGet: async (path, headers) => app.fetch(request(path, headers))
  }
}

/** Everything a client receives; the web host's own Date header aside. */
async function received(response: Response): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'))
  return { status: response.status, headers, body: await response.text() }
}

let staticRoot: string

beforeAll(async () => {
  staticRoot = await mkdtemp(join(tmpdir(), 'boutique-answers-'))
  await mkdir(join(staticRoot, 'assets'))
  await writeFile(join(staticRoot, 'index.html'), '<!doctype html><div id="root"></div>')
  await writeFile(join(staticRoot, 'assets/main-ABCD1234.js'), SCRIPT)
  await writeFile(join(staticRoot, 'assets/main-ABCD1234.js.br'), brotliCompressSync(SCRIPT))
})
afterAll(() => rm(staticRoot, { recursive: true, force: true }))

describe.each(DATABASE_KINDS)('the web host’s kept answers on %s', (kind) => {
  let host: Host

  beforeAll(async () => {
    host = await startHost(kind, staticRoot)
  })
  afterAll(() => host.deps.db.close())

  it('answers GET /api/shopVer with the current version from memory, exactly as the app does', async () => {
    const { shopVer } = shopVerResponseSchema.parse(await (await host.get('/api/shopVer')).json())
    for (const headers of [{}, { origin: NUI_ORIGIN }] as Record<string, string>[]) {
      host.appCalls.length = 0
      const first = await received(await host.get(`/api/shopVer?version=${shopVer}`, headers))
      const again = await received(await host.get(`/api/shopVer?version=${shopVer}`, headers))
      expect(host.appCalls).toEqual(['/api/shopVer'])
      expect(again).toEqual(first)
      expect(again).toEqual(await received(await host.appGet(`/api/shopVer?version=${shopVer}`, headers)))
      expect(JSON.parse(again.body)).toEqual({ shopVer })
    }
    expect((await host.get(`/api/shopVer?version=${shopVer}`, { origin: NUI_ORIGIN })).headers.get('access-control-allow-origin')).toBe(
      NUI_ORIGIN
    )
  })

  it('sends the new shop data at once after a catalogue change, also one made by another host', async () => {
    const before = shopVerResponseSchema.parse(await (await host.get('/api/shopVer')).json())
    await host.get(`/api/shopVer?version=${before.shopVer}`)
    await setStock(host.deps.db, await firstTokenProduct(host.deps.db), 3)
    const after = shopVerResponseSchema.parse(await (await host.get(`/api/shopVer?version=${before.shopVer}`)).json())
    expect(after.shopVer).not.toBe(before.shopVer)
    expect(after.shopData?.products.some((product) => product.stocks === 3)).toBe(true)
  })

  it('keeps the day’s offers until midnight in Paris, then asks the app for the new day', async () => {
    host.setNow(Date.parse('2026-11-21T12:00:00Z'))
    host.appCalls.length = 0
    const noon = await received(await host.get('/api/dailyShop'))
    const evening = await received(await host.get('/api/dailyShop'))
    expect(host.appCalls).toEqual(['/api/dailyShop'])
    expect(evening).toEqual(noon)
    expect(evening).toEqual(await received(await host.appGet('/api/dailyShop')))

    host.setNow(Date.parse('2026-11-21T23:00:01Z'))
    const nextDay = dailyShopResponseSchema.parse(await (await host.get('/api/dailyShop')).json())
    expect(nextDay.day).toBe('2026-11-22')
    expect(host.appCalls).toEqual(['/api/dailyShop', '/api/dailyShop'])
  })

  it('keeps a hashed bundle file per encoding, and leaves revalidation and other files to the app', async () => {
    host.appCalls.length = 0
    for (const headers of [{ 'accept-encoding': 'gzip, deflate, br' }, {}] as Record<string, string>[]) {
      const first = await received(await host.get('/assets/main-ABCD1234.js', headers))
      const again = await received(await host.get('/assets/main-ABCD1234.js', headers))
      expect(again).toEqual(first)
      expect(again).toEqual(await received(await host.appGet('/assets/main-ABCD1234.js', headers)))
    }
    expect(host.appCalls).toHaveLength(2)
    const etag = (await host.get('/assets/main-ABCD1234.js')).headers.get('etag') ?? ''
    expect((await host.get('/assets/main-ABCD1234.js', { 'if-none-match': etag })).status).toBe(304)
    await host.get('/index.html')
    await host.get('/index.html')
    expect(host.appCalls).toHaveLength(5)
  })

  it('never keeps an error: a malformed version is refused every time', async () => {
    host.appCalls.length = 0
    for (let attempt = 0; attempt < 2; attempt++) expect((await host.get('/api/shopVer?version=ZZZ')).status).toBe(400)
    expect(host.appCalls).toEqual(['/api/shopVer', '/api/shopVer'])
  })

  it('passes the server’s bindings (the socket: the client’s address) on to the app, on every path', async () => {
    const bindings = { incoming: 'the socket' }
    const seen: unknown[] = []
    const fetch = withAnswerCache((request, env) => {
      seen.push(env)
      return new Response('{}', { headers: { 'content-type': 'application/json' } })
    }, host.deps)
    const { shopVer } = shopVerResponseSchema.parse(await (await host.appGet('/api/shopVer')).json())
    const paths = [
      '/api/login',
      `/api/shopVer?version=${shopVer}`,
      '/api/shopVer?version=0',
      '/api/dailyShop',
      '/assets/main-ABCD1234.js',
      '/'
    ]
    for (const path of paths) {
      await fetch(new Request(`http://localhost${path}`, { method: path === '/api/login' ? 'POST' : 'GET' }), bindings)
    }
    expect(seen).toEqual(paths.map(() => bindings))
  })
})
