import { nextParisMidnight } from '../../src/core/domain/paris-time.ts'
import type { AppDeps } from '../app-deps.ts'

/** `env` carries Hono's node bindings (the socket: the client's address): always passed on. */
type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>

export interface KeptAnswer {
  status: number
  headers: Record<string, string>
  body: Uint8Array<ArrayBuffer>
}

/** A hashed bundle file: its content never changes under that name (static-files.ts). */
const HASHED_ASSET = /^\/assets\/[\w.-]+-[A-Z0-9]{8,}\.[a-z0-9]+$/i
export const VERSION_QUERY = /^\?version=([0-9a-f]{1,64})$/
/** Keys hold the request's Origin, which anyone may set: past these counts answers are no longer kept. */
const MAX_ASSET_ANSWERS = 256
const MAX_API_ANSWERS = 64
/** An unchanged shopVer answer is `{"shopVer":"…"}`; anything longer carries the shop data. */
const SMALL_ANSWER_BYTES = 512

/**
 * The hottest GET answers, kept as bytes and sent again without running the app (Hono with our
 * middleware answers a quarter as many requests a second as a bare Node server: BENCHMARKS.md):
 * - GET /api/shopVer?version=<current>: every open shop asks every minute. Kept per version, sent
 *   only while that version is still the current one, read as the app reads it (shop-data-cache.ts).
 * - GET /api/dailyShop: fixed for the Paris day; the midnight rush. Kept per day (and sent by node-shortcut.ts).
 * - GET of a hashed bundle file: immutable. Kept per Accept-Encoding (a request with If-None-Match
 *   goes to the app, which answers 304).
 * Each kept answer is the app's own answer to the first such request, headers included (its CORS
 * headers depend on Origin: part of the key), so the two cannot differ. Answers setting a cookie or
 * other than 200 are never kept.
 */
export function withAnswerCache(fetch: Fetch, deps: Pick<AppDeps, 'shopData' | 'now'>): Fetch {
  return createAnswerCache(fetch, deps).fetch
}

export interface AnswerCache {
  fetch: Fetch
  /**
   * The kept unchanged-shopVer answer for `version` and this Origin, if any; whether `version` is still
   * the current one is the caller's check (node-shortcut.ts: the same check, without the app's Request).
   */
  keptShopVer(version: string, origin: string): KeptAnswer | undefined
  /** The kept answer of GET /api/dailyShop for this Origin, if any and only while its Paris day lasts on the host's clock. */
  keptDailyShop(origin: string): KeptAnswer | undefined
}

export function createAnswerCache(fetch: Fetch, deps: Pick<AppDeps, 'shopData' | 'now'>): AnswerCache {
  const keptOr = keeperOf(fetch)
  const shopVer = shopVerAnswers(deps, keptOr)
  const dailyShop = dailyShopAnswers(deps, keptOr)
  const assets = new Map<string, KeptAnswer>()

  const cached: Fetch = async (request, env) => {
    if (request.method !== 'GET') return fetch(request, env)
    const { pathname, search } = new URL(request.url)
    const origin = request.headers.get('origin') ?? ''
    if (pathname === '/api/shopVer') {
      const version = VERSION_QUERY.exec(search)?.[1]
      if (!version || (await currentShopVer(deps)) !== version) return fetch(request, env)
      return shopVer.answer(version, origin, request, env)
    }
    if (pathname === '/api/dailyShop' && search === '') return dailyShop.answer(origin, request, env)
    if (HASHED_ASSET.test(pathname) && search === '' && !request.headers.has('if-none-match')) {
      const key = `${pathname}|${request.headers.get('accept-encoding') ?? ''}|${origin}`
      return keptOr(assets.get(key), request, env, (answer) => {
        if (assets.size < MAX_ASSET_ANSWERS) assets.set(key, answer)
      })
    }
    return fetch(request, env)
  }
  return { fetch: cached, keptShopVer: shopVer.kept, keptDailyShop: dailyShop.kept }
}

/** The current shop version, or undefined when it cannot be read: the app then answers the failure as it answers any (a 503). */
async function currentShopVer(deps: Pick<AppDeps, 'shopData'>): Promise<string | undefined> {
  try {
    return (await deps.shopData.get()).shopVer
  } catch {
    return undefined
  }
}

/** The kept answer, else the app's, kept by `keep` when it may be (200, no cookie). */
type KeptOr = (kept: KeptAnswer | undefined, request: Request, env: unknown, keep: (answer: KeptAnswer) => void) => Promise<Response>

function keeperOf(fetch: Fetch): KeptOr {
  return async (kept, request, env, keep) => {
    if (kept) return answerOf(kept)
    const response = await fetch(request, env)
    if (response.status !== 200 || response.headers.has('set-cookie')) return response
    const answer: KeptAnswer = {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: new Uint8Array(await response.arrayBuffer())
    }
    keep(answer)
    return answerOf(answer)
  }
}

/** Unchanged-shopVer answers for the current version, per Origin; the caller checked the version is current. */
function shopVerAnswers(deps: Pick<AppDeps, 'shopData'>, keptOr: KeptOr) {
  let shopVer: { version: string; answers: Map<string, KeptAnswer> } | undefined
  return {
    answer(version: string, origin: string, request: Request, env: unknown): Promise<Response> {
      if (shopVer?.version !== version) shopVer = { version, answers: new Map() }
      const answers = shopVer.answers
      return keptOr(answers.get(origin), request, env, (answer) => {
        if (isUnchangedShopVer(answer, version) && answers.size < MAX_API_ANSWERS) answers.set(origin, answer)
      })
    },
    kept: (version: string, origin: string) => (shopVer?.version === version ? shopVer.answers.get(origin) : undefined)
  }
}

/**
 * The day's offers per Origin, from the instant they were first asked for to the next midnight in Paris: one day.
 * The body is the same for every player (day, offers, next reset: shop-routes.ts, docs/daily-shop.md#caching); the
 * day's offers never change once fixed, so a catalogue change leaves them as they are.
 */
function dailyShopAnswers(deps: Pick<AppDeps, 'now'>, keptOr: KeptOr) {
  let dailyShop: { from: number; until: number; answers: Map<string, KeptAnswer> } | undefined
  const isToday = (instant: number) => dailyShop !== undefined && instant >= dailyShop.from && instant < dailyShop.until
  return {
    answer(origin: string, request: Request, env: unknown): Promise<Response> {
      const instant = deps.now()
      if (!dailyShop || !isToday(instant)) {
        dailyShop = { from: instant, until: nextParisMidnight(instant), answers: new Map() }
      }
      const { answers, until } = dailyShop
      return keptOr(answers.get(origin), request, env, (answer) => {
        if (deps.now() < until && answers.size < MAX_API_ANSWERS) answers.set(origin, answer)
      })
    },
    kept: (origin: string) => (isToday(deps.now()) ? dailyShop?.answers.get(origin) : undefined)
  }
}

function answerOf(answer: KeptAnswer): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers })
}

function isUnchangedShopVer(answer: KeptAnswer, version: string): boolean {
  if (answer.body.length > SMALL_ANSWER_BYTES) return false
  const body = JSON.parse(new TextDecoder().decode(answer.body)) as { shopVer?: unknown; shopData?: unknown }
  return body.shopVer === version && body.shopData === undefined
}
