import { isFramed, openExternal } from '../host/host-bridge.ts'
import { launchTebexCheckout } from '../lib/tebex-checkout.ts'

/**
 * What the cash checkout needs from the page around it: this site's origin, the in-game frame, and
 * Tebex.js. Unit tests replace these members; the bundle keeps them.
 */
export const checkoutEnvironment = {
  origin: (): string => location.origin,
  isFramed,
  openExternal,
  launchCheckout: launchTebexCheckout
}
