import { atom } from 'nanostores'
import * as z from 'zod/mini'

declare const __BOUTIQUE_EMBEDDED__: boolean | undefined

/**
 * The copy of the bundle built into the FiveM resource (build.mjs): served from the game's
 * https://cfx-nui-<resource>/ path, it calls the shop service at the shop URL the host page hands it.
 */
export const EMBEDDED = typeof __BOUTIQUE_EMBEDDED__ === 'boolean' && __BOUTIQUE_EMBEDDED__

const STORAGE_KEY = 'boutique:embedded'

/**
 * Made when first used: only the game's copy reads its launch and saved state, so the website's bundle, where
 * nothing calls this, leaves these schemas out (docs/constants.md#bundle-budget).
 */
function embeddedSchemas() {
  const shopUrl = z.url({ protocol: /^https?$/ })
  const token = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/))
  return {
    /** Kept for the frame's life: the shop to call and the bearer session the token login gave. */
    state: z.object({ shopUrl, session: z.optional(token) }),
    launch: z.object({ shop: shopUrl, token: z.optional(token), server: z.optional(z.string().check(z.regex(/^[\w-]{1,40}$/))) })
  }
}
type EmbeddedState = z.infer<ReturnType<typeof embeddedSchemas>['state']>

function loadState(): EmbeddedState | undefined {
  try {
    const parsed = embeddedSchemas().state.safeParse(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null'))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

function saveState(next: EmbeddedState | undefined): void {
  $embeddedState.set(next)
  storeState(next)
}

function storeState(next: EmbeddedState | undefined): void {
  try {
    if (next) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next))
    else sessionStorage.removeItem(STORAGE_KEY)
  } catch (failure) {
    console.warn('[host] session storage unavailable:', failure)
  }
}

/** What the host page put in the frame's fragment: #shop=<url>&token=<one-time token>&server=<name>. */
export interface LaunchParams {
  shopUrl: string
  token: string | undefined
  server: string | undefined
}

export function readLaunchParams(hash: string): LaunchParams | undefined {
  const params = Object.fromEntries(new URLSearchParams(hash.replace(/^#/, '')))
  const parsed = embeddedSchemas().launch.safeParse(params)
  if (!parsed.success) return undefined
  return { shopUrl: parsed.data.shop.replace(/\/+$/, ''), token: parsed.data.token, server: parsed.data.server }
}

/**
 * Read when this module loads, before any store calls the shop: with code splitting, stores in shared
 * chunks run before main.tsx's own code. A new shop URL starts without a session from another shop.
 * The build's define is written out, not EMBEDDED: esbuild folds it only where it is written, and then the
 * website's bundle drops loadState and readLaunchParams (docs/constants.md#bundle-budget).
 */
export const LAUNCH = typeof __BOUTIQUE_EMBEDDED__ === 'boolean' && __BOUTIQUE_EMBEDDED__ ? readLaunchParams(location.hash) : undefined
const $embeddedState = atom<EmbeddedState | undefined>(
  typeof __BOUTIQUE_EMBEDDED__ === 'boolean' && __BOUTIQUE_EMBEDDED__ ? startingState() : undefined
)

function startingState(): EmbeddedState | undefined {
  const saved = loadState()
  if (!LAUNCH || saved?.shopUrl === LAUNCH.shopUrl) return saved
  const fresh = { shopUrl: LAUNCH.shopUrl }
  storeState(fresh)
  return fresh
}

/** The shop service's origin for API calls: '' (the page's own) on the website. */
export function apiBaseUrl(): string {
  const state = $embeddedState.get()
  return state?.shopUrl ?? ''
}

export function bearerSession(): string | undefined {
  const state = $embeddedState.get()
  return state?.session
}

/** In game there are no cookies to count on: the session the token login returned rides as a bearer. */
export function rememberBearerSession(session: string): void {
  const state = $embeddedState.get()
  if (EMBEDDED && state) saveState({ ...state, session })
}

export function forgetBearerSession(): void {
  const state = $embeddedState.get()
  if (state?.session) saveState({ shopUrl: state.shopUrl })
}

/** Root-relative media (product images, rank badges, the logo) live on the shop, not in the resource. */
export function mediaUrl(path: string): string {
  const state = $embeddedState.get()
  if (!state || !path.startsWith('/') || path.startsWith('//')) return path
  return state.shopUrl + path
}
