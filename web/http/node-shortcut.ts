import { createServer, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from 'node:http'

import type { AppDeps } from '../app-deps.ts'
import { VERSION_QUERY, type AnswerCache, type KeptAnswer } from './answer-cache.ts'

const SHOP_VER_PATH = '/api/shopVer'

/**
 * The hottest answer, an unchanged GET /api/shopVer?version=<current> (every open shop asks every
 * minute), written straight on Node's response once answer-cache.ts kept it: no Request, URL, Response
 * or stream adapter per request (the adapter kept the kept answers near 0.6× a bare server's throughput,
 * BENCHMARKS.md). The version is checked against the current one exactly as the answer cache checks it
 * (shop-data-cache.ts: what was committed before the request arrived), so two hosts on one database agree
 * as before. Anything else, and any doubt, goes to `next` (Hono's listener).
 */
export function withShopVerShortcut(
  next: RequestListener,
  cache: Pick<AnswerCache, 'keptShopVer'>,
  deps: Pick<AppDeps, 'shopData'>
): RequestListener {
  const readyOf = preparedAnswers()
  return (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? ''
    if (request.method !== 'GET' || !url.startsWith(SHOP_VER_PATH) || url[SHOP_VER_PATH.length] !== '?') {
      next(request, response)
      return
    }
    const version = VERSION_QUERY.exec(url.slice(SHOP_VER_PATH.length))?.[1]
    const origin = request.headers.origin ?? ''
    const kept = version === undefined ? undefined : cache.keptShopVer(version, origin)
    if (!kept) {
      next(request, response)
      return
    }
    deps.shopData.get().then(
      (snapshot) => {
        if (snapshot.shopVer !== version) next(request, response)
        else {
          const answer = readyOf(kept)
          response.writeHead(kept.status, answer.headers).end(answer.body)
        }
      },
      // The app answers the failure as it answers any.
      () => next(request, response)
    )
  }
}

/** Built once per kept answer: the headers Hono's adapter would send (a known length, not chunked). */
function preparedAnswers(): (kept: KeptAnswer) => { headers: Record<string, string>; body: Buffer } {
  const ready = new WeakMap<KeptAnswer, { headers: Record<string, string>; body: Buffer }>()
  return (kept) => {
    let answer = ready.get(kept)
    if (!answer) {
      answer = { headers: { ...kept.headers, 'content-length': String(kept.body.length) }, body: Buffer.from(kept.body) }
      ready.set(kept, answer)
    }
    return answer
  }
}

/**
 * `createServer` for @hono/node-server's serve(): its request listener behind the shortcut, both inside
 * `around` (main.ts: the request observer, so kept answers are counted and logged too).
 */
export function serverWithShopVerShortcut(
  cache: Pick<AnswerCache, 'keptShopVer'>,
  deps: Pick<AppDeps, 'shopData'>,
  around: (listener: RequestListener) => RequestListener = (listener) => listener
): typeof createServer {
  // serve() calls it with (options, listener); the cast states the overloads it does not use.
  return ((settings: ServerOptions, listener: RequestListener) =>
    createServer(settings, around(withShopVerShortcut(listener, cache, deps)))) as typeof createServer
}
