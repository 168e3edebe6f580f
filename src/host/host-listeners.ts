import * as z from 'zod/mini'

import { $anyOverlayOpen } from '../stores/overlays.ts'
import { goTo } from '../stores/router.ts'
import { $loggedIn } from '../stores/session.ts'
import { announceFirstScreen } from './first-screen-ready.ts'
import { allowedParentOrigin, isFramed, openExternal, requestClose } from './host-bridge.ts'

declare const __BOUTIQUE_EMBEDDED__: boolean | undefined

const hostLoginSchema = z.object({ type: z.literal('login'), token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/)) })

/**
 * Framed by the game's host page: Escape (when no overlay is open) and F2 close the shop, links to other
 * sites open in the player's browser, and a fresh login token from the host logs a logged-out player in.
 */
export function startHostBridge(): void {
  if (!isFramed() || !allowedParentOrigin()) return
  // Capture: decide before an overlay's own Escape handler closes it.
  document.addEventListener('keydown', closeOnKey, true)
  document.addEventListener('click', openLinksOutside, true)
  window.addEventListener('message', loginFromHost)
  // Only the resource's host page builds the frame before F2. The build's define (build.mjs) written out here, not
  // embedding.ts's EMBEDDED, so that the website's bundle drops this code.
  if (typeof __BOUTIQUE_EMBEDDED__ === 'boolean' && __BOUTIQUE_EMBEDDED__) announceFirstScreen()
}

function closeOnKey(event: KeyboardEvent): void {
  if (event.isComposing) return
  if (event.key === 'F2' || (event.key === 'Escape' && !$anyOverlayOpen.get())) {
    event.preventDefault()
    requestClose()
  }
}

/** Popups do nothing in the game's browser: another site's link goes to the host page instead. */
function openLinksOutside(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(target instanceof HTMLAnchorElement) || !/^https?:/.test(target.protocol)) return
  if (target.origin === location.origin) return
  event.preventDefault()
  openExternal(target.href)
}

function loginFromHost(event: MessageEvent): void {
  if (event.source !== window.parent || event.origin !== allowedParentOrigin()) return
  const message = hostLoginSchema.safeParse(event.data)
  if (message.success && !$loggedIn.get()) goTo(`/loginGame?${new URLSearchParams({ token: message.data.token })}`)
}
