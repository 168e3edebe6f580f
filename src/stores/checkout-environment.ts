import { websiteOrigin } from '../core/domain/website-address.ts'
import { apiBaseUrl, EMBEDDED } from '../host/embedding.ts'
import { isFramed, openExternal } from '../host/host-bridge.ts'
import type { launchTebexCheckout } from '../lib/tebex-checkout.ts'

/**
 * What the cash checkout needs from the page around it: the website's origin (never the game's page),
 * whether it runs in game (framed), the way out of the game, and Tebex.js. Unit tests replace these
 * members; the bundle keeps them.
 */
export const checkoutEnvironment = {
  origin: (): string => websiteOrigin(EMBEDDED, apiBaseUrl(), location.origin),
  isFramed,
  openExternal,
  // Tebex.js is a chunk of its own, fetched at the checkout step only.
  launchCheckout: (async (...args) => (await import('../lib/tebex-checkout.ts')).launchTebexCheckout(...args)) as typeof launchTebexCheckout
}
