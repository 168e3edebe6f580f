import { createServer, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from 'node:http'

import type { AppDeps } from '../app-deps.ts'
import type { ShopSnapshot } from '../catalog/shop-data.ts'
import { isSaneRequestId } from '../log/request-context.ts'
import { metrics, type KeptRoute } from '../metrics/metrics.ts'
import { VERSION_QUERY, type AnswerCache, type KeptAnswer } from './answer-cache.ts'

const SHOP_VER_PATH = '/api/shopVer'
const DAILY_SHOP_PATH = '/api/dailyShop'

/**
 * The hottest answers, written straight on Node's response once answer-cache.ts kept them: no Request, URL,
 * Response or stream adapter per request (the adapter kept the kept answers near 0.6× a bare server's throughput,
 * BENCHMARKS.md):
 * - an unchanged GET /api/shopVer?version=<current> (every open shop asks every minute). The version is checked
 *   against the current one exactly as the answer cache checks it (shop-data-cache.ts: what was committed before the
 *   request arrived), so two hosts on one database agree as before;
 * - GET /api/dailyShop (every logged-in shop, the midnight rush), while the Paris day it was kept for lasts on the
 *   host's clock: the same bytes for every player (docs/daily-shop.md#caching).
 * Anything else, and any doubt, goes to `next` (the request observer, then Hono's listener).
 * The answers sent here are counted in /metrics, but neither timed, given a request id nor written to the access
 * log: each open shop asks every minute, so they would be most of the log and say nothing, and each of those cost
 * this answer a tenth of its time (README "Logs").
 */
export function withKeptAnswerShortcut(
  next: RequestListener,
  cache: Pick<AnswerCache, 'keptShopVer' | 'keptDailyShop'>,
  deps: Pick<AppDeps, 'shopData'>
): RequestListener {
  const readyOf = preparedAnswers()
  return (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? ''
    if (request.method !== 'GET') next(request, response)
    else if (url === DAILY_SHOP_PATH) sendKeptDailyShop(request, response)
    else if (url.startsWith(SHOP_VER_PATH) && url[SHOP_VER_PATH.length] === '?') sendKeptShopVer(request, response, url)
    else next(request, response)
  }

  function sendKeptDailyShop(request: IncomingMessage, response: ServerResponse): void {
    const origin = rawHeader(request, 'origin')
    // An Origin sent twice is the app's to answer (null: no doubt left here).
    const kept = origin === null ? undefined : cache.keptDailyShop(origin ?? '')
    if (!kept) next(request, response)
    else send(request, response, readyOf(kept), DAILY_SHOP_PATH)
  }

  function sendKeptShopVer(request: IncomingMessage, response: ServerResponse, url: string): void {
    const version = VERSION_QUERY.exec(url.slice(SHOP_VER_PATH.length))?.[1]
    const origin = rawHeader(request, 'origin')
    const kept = version === undefined || origin === null ? undefined : cache.keptShopVer(version, origin ?? '')
    if (!kept) {
      next(request, response)
      return
    }
    const answer = (snapshot: ShopSnapshot) => {
      if (snapshot.shopVer !== version) next(request, response)
      else send(request, response, readyOf(kept), SHOP_VER_PATH)
    }
    const known = deps.shopData.knownNow()
    if (known) answer(known)
    // The app answers a failure as it answers any.
    else deps.shopData.get().then(answer, () => next(request, response))
  }
}

function send(request: IncomingMessage, response: ServerResponse, answer: PreparedAnswer, route: KeptRoute): void {
  // No id of its own: nothing is logged for this answer, so there is nothing to find by one. A proxy's sane id is
  // sent back, so its own log line still finds the answer. One headers object for writeHead: a header set before it
  // (setHeader) sends every header through Node's slow path.
  const incomingId = rawHeader(request, 'x-request-id')
  const headers = incomingId && isSaneRequestId(incomingId) ? { ...answer.headers, 'x-request-id': incomingId } : answer.headers
  response.writeHead(answer.status, headers).end(answer.body, 'latin1')
  metrics.keptAnswerSent(route)
}

interface PreparedAnswer {
  status: number
  headers: Record<string, string>
  /**
   * The body's bytes as a latin1 string (one character per byte, so the same bytes go out): Node then writes the
   * headers and the body with one write instead of a writev of two buffers.
   */
  body: string
}

/** Built once per kept answer: the headers Hono's adapter would send (a known length, not chunked). */
function preparedAnswers(): (kept: KeptAnswer) => PreparedAnswer {
  const ready = new WeakMap<KeptAnswer, PreparedAnswer>()
  return (kept) => {
    let answer = ready.get(kept)
    if (!answer) {
      answer = {
        status: kept.status,
        headers: { ...kept.headers, 'content-length': String(kept.body.length) },
        body: Buffer.from(kept.body).toString('latin1')
      }
      ready.set(kept, answer)
    }
    return answer
  }
}

/**
 * `createServer` for @hono/node-server's serve(): the shortcut first, then `around` (main.ts: the request
 * observer) around Hono's request listener, for everything the shortcut does not answer itself.
 */
export function serverWithKeptAnswerShortcut(
  cache: Pick<AnswerCache, 'keptShopVer' | 'keptDailyShop'>,
  deps: Pick<AppDeps, 'shopData'>,
  around: (listener: RequestListener) => RequestListener = (listener) => listener
): typeof createServer {
  // serve() calls it with (options, listener); the cast states the overloads it does not use.
  return ((settings: ServerOptions, listener: RequestListener) =>
    createServer(settings, withKeptAnswerShortcut(around(listener), cache, deps))) as typeof createServer
}

/**
 * A header's value read from the raw list (Node builds `request.headers` on first use, which cost this answer a
 * tenth of its time): undefined when absent, null when sent more than once.
 */
function rawHeader(request: IncomingMessage, lowerCaseName: string): string | undefined | null {
  const raw = request.rawHeaders
  let found: string | undefined
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index] as string
    if (name.length !== lowerCaseName.length || name.toLowerCase() !== lowerCaseName) continue
    if (found !== undefined) return null
    found = raw[index + 1]
  }
  return found
}
