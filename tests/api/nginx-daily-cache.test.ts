import { existsSync } from 'node:fs'
import { request } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { dailyShopResponseSchema } from '../../src/core/contract/daily-shop.ts'
import {
  answerThroughNginx,
  NGINX,
  OPENSSL,
  startNginxSample,
  throwawayCertificate,
  type NginxAnswer,
  type RequestHeaders
} from '../support/nginx-sample.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

// Checked where nginx is installed (.ci/run installs nginx-light); otherwise skipped, and the reason said.
const nginxMissing = !existsSync(NGINX) || !existsSync(OPENSSL)
if (nginxMissing) console.warn('nginx daily cache: not checked, nginx or openssl is not installed')

const NUI_ORIGIN = 'https://cfx-nui-boutique'
/** A day whose midnight is decades away on any real clock, and one whose midnight is long past. */
const DAY_AHEAD = '2099-06-01T12:00:00+02:00'
const DAY_PAST = '2026-03-01T12:00:00+01:00'

interface Front {
  host: WebHost
  ask(path: string, headers?: RequestHeaders): Promise<NginxAnswer>
  stop(): Promise<void>
}

/**
 * The sample nginx site (docs/deploy/nginx-boutique.conf, its own cache folder) in front of a built host whose clock
 * starts at `clock`. nginx keeps GET /api/dailyShop as long as the host's X-Accel-Expires says: stopping the host
 * shows what nginx sends by itself (docs/daily-shop.md#caching).
 */
async function front(clock: string): Promise<Front> {
  // Its own folder, straight under the temporary one: nginx's workers must pass through it to the cache.
  const folder = await mkdtemp(join(tmpdir(), 'boutique-nginx-cache-'))
  const host = await startWebHost({ env: { TRUST_PROXY: '1', SHOP_FIXED_CLOCK: clock } })
  const nginx = await startNginxSample(folder, await throwawayCertificate(folder), Number(new URL(host.url).port))
  return {
    host,
    ask: (path, headers = {}) => answerThroughNginx(nginx.port, 'GET', path, headers),
    async stop() {
      await nginx.stop()
      await host.stop()
      await rm(folder, { recursive: true, force: true })
    }
  }
}

/** A plain HTTP request to the host itself, headers as given (a list sent as that many lines). */
function askHost(host: WebHost, path: string, headers: RequestHeaders): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${host.url}${path}`, { headers }, (incoming) => {
      incoming.resume()
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0 }))
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

describe.skipIf(nginxMissing)('nginx with the sample site keeps the day’s offers, and only them, until the host’s midnight', () => {
  it('sends the host’s answer itself, per Origin, without the host’s cache header or another request’s id', async () => {
    const site = await front(DAY_AHEAD)
    try {
      // First, two Origin lines: nginx keys them on the first, the host would read both and answer without CORS.
      const twoOrigins = { origin: [NUI_ORIGIN, 'https://evil.example'] }
      const poisoning = await site.ask('/api/dailyShop', twoOrigins)
      expect(poisoning.status).toBe(400)
      expect(JSON.parse(poisoning.body)).toEqual({ error: 'Requête invalide : une requête porte une seule origine (en-tête Origin).' })
      expect((await askHost(site.host, '/api/config', twoOrigins)).status).toBe(400)
      const fromNui = await site.ask('/api/dailyShop', { origin: NUI_ORIGIN })
      expect(fromNui.headers['access-control-allow-origin']).toBe(NUI_ORIGIN)
      const plain = await site.ask('/api/dailyShop')
      expect(dailyShopResponseSchema.parse(JSON.parse(fromNui.body)).day).toBe('2099-06-01')
      expect(plain.body).toBe(fromNui.body)
      await site.host.stop()
      // The host is gone: what still answers 200 is nginx's kept copy, each Origin its own.
      expect((await site.ask('/api/shopVer')).status).toBe(502)
      const keptNui = await site.ask('/api/dailyShop', { origin: NUI_ORIGIN })
      const keptPlain = await site.ask('/api/dailyShop?any=query')
      for (const [kept, asked] of [
        [keptNui, fromNui],
        [keptPlain, plain]
      ] as const) {
        expect(kept.status).toBe(200)
        expect(kept.body).toBe(asked.body)
        expect(kept.headers['access-control-allow-origin']).toBe(asked.headers['access-control-allow-origin'])
        expect(kept.headers['x-accel-expires']).toBeUndefined()
        expect(kept.headers['x-request-id']).toBeUndefined()
        expect(kept.headers['strict-transport-security']).toBe('max-age=31536000')
      }
      expect(keptNui.headers['access-control-allow-origin']).toBe(NUI_ORIGIN)
      expect(keptPlain.headers['access-control-allow-origin']).toBeUndefined()
    } finally {
      await site.stop()
    }
  })

  it('never keeps an answer past its Paris midnight, nor any other route’s', async () => {
    const site = await front(DAY_PAST)
    try {
      const offers = await site.ask('/api/dailyShop')
      expect(offers.status).toBe(200)
      expect(dailyShopResponseSchema.parse(JSON.parse(offers.body)).day).toBe('2026-03-01')
      expect((await site.ask('/api/shopVer')).status).toBe(200)
      await site.host.stop()
      expect((await site.ask('/api/dailyShop')).status).toBe(502)
      expect((await site.ask('/api/shopVer')).status).toBe(502)
    } finally {
      await site.stop()
    }
  })
})
