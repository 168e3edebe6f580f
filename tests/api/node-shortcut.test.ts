import { get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { shopVerResponseSchema } from '../../src/core/contract/catalog.ts'
import { createApp } from '../../web/app.ts'
import type { AppDeps } from '../../web/app-deps.ts'
import { createShopDataCache } from '../../web/catalog/shop-data-cache.ts'
import { getConfig } from '../../web/config.ts'
import { createAnswerCache } from '../../web/http/answer-cache.ts'
import { serverWithKeptAnswerShortcut } from '../../web/http/node-shortcut.ts'
import { loadStaticFiles } from '../../web/http/static-files.ts'
import { registry } from '../../web/metrics/metrics.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'
import { setStock } from '../../web/catalog/stock-repository.ts'
import { firstTokenProduct } from '../support/shop-player.ts'

const NUI_ORIGIN = 'https://cfx-nui-boutique'

/** Everything a client receives; the Date and connection headers aside. */
async function received(response: Response): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)))
  return { status: response.status, headers, body: await response.text() }
}

describe.each(DATABASE_KINDS)('the unchanged shopVer answer written straight on Node’s response, on %s', (kind) => {
  let deps: AppDeps
  let server: Server
  let url: string
  const appCalls: string[] = []
  let app: ReturnType<typeof createApp>

  beforeAll(async () => {
    const db = await freshDatabase(kind)
    deps = {
      config: getConfig({}),
      db,
      shopData: createShopDataCache(db),
      now: Date.now,
      staticFiles: await loadStaticFiles('/nonexistent')
    }
    app = createApp(deps)
    const cache = createAnswerCache((request, env) => {
      appCalls.push(new URL(request.url).pathname)
      return app.fetch(request, env)
    }, deps)
    const listener = getRequestListener(cache.fetch)
    server = serverWithKeptAnswerShortcut(cache, deps)({}, (request, response) => void listener(request, response))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await deps.db.close()
  })

  it('sends the bytes the app gave, without the app, and on PGlite without reading the database', async () => {
    const { shopVer } = shopVerResponseSchema.parse(await (await fetch(`${url}/api/shopVer`)).json())
    for (const headers of [{}, { origin: NUI_ORIGIN }] as Record<string, string>[]) {
      appCalls.length = 0
      const first = await received(await fetch(`${url}/api/shopVer?version=${shopVer}`, { headers }))
      const turn = deps.db.soleUser?.lastTurn()
      const again = await received(await fetch(`${url}/api/shopVer?version=${shopVer}`, { headers }))
      expect(appCalls).toEqual(['/api/shopVer'])
      expect(deps.db.soleUser?.lastTurn()).toBe(turn)
      // The first answer came from the app (appCalls), through Hono's node adapter.
      expect(again).toEqual(first)
      expect(JSON.parse(again.body)).toEqual({ shopVer })
    }
  })

  it('counts each answer it sends in /metrics, sends back a proxy’s sane request id, and leaves a doubled Origin to the app', async () => {
    const { shopVer } = shopVerResponseSchema.parse(await (await fetch(`${url}/api/shopVer`)).json())
    await fetch(`${url}/api/shopVer?version=${shopVer}`)
    const before = await answeredShopVers()
    appCalls.length = 0
    const relayed = await fetch(`${url}/api/shopVer?version=${shopVer}`, { headers: { 'x-request-id': 'relais-0000042' } })
    const insane = await fetch(`${url}/api/shopVer?version=${shopVer}`, { headers: { 'x-request-id': 'pas sain <script>' } })
    expect(appCalls).toEqual([])
    expect(relayed.headers.get('x-request-id')).toBe('relais-0000042')
    expect(insane.headers.get('x-request-id')).toBeNull()
    expect((await answeredShopVers()) - before).toBe(2)

    const doubled = await new Promise<number>((resolve, reject) => {
      const headers = ['origin', NUI_ORIGIN, 'origin', 'https://ailleurs.example']
      get(`${url}/api/shopVer?version=${shopVer}`, { headers }, (response) => resolve(response.resume().statusCode ?? 0)).on(
        'error',
        reject
      )
    })
    // Not the kept answer: the listener behind refuses an Origin it cannot read as one.
    expect(doubled).toBe(400)
  })

  it('sends the new shop data at the first request after a catalogue change, and refuses a bad version', async () => {
    const before = shopVerResponseSchema.parse(await (await fetch(`${url}/api/shopVer`)).json())
    await fetch(`${url}/api/shopVer?version=${before.shopVer}`)
    await setStock(deps.db, await firstTokenProduct(deps.db), 4)
    const after = shopVerResponseSchema.parse(await (await fetch(`${url}/api/shopVer?version=${before.shopVer}`)).json())
    expect(after.shopVer).not.toBe(before.shopVer)
    expect(after.shopData?.products.some((product) => product.stocks === 4)).toBe(true)
    expect((await fetch(`${url}/api/shopVer?version=ZZZ`)).status).toBe(400)
  })
})

/** GET /api/shopVer answers with 200 counted so far in the process' metrics. */
async function answeredShopVers(): Promise<number> {
  const text = await registry.metrics()
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        candidate.startsWith('boutique_http_requests_total{') &&
        candidate.includes('route="/api/shopVer"') &&
        candidate.includes('status="200"')
    )
  return Number(line?.split(' ').at(-1) ?? 0)
}
