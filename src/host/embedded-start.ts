import { updateAppState } from '../stores/persistence.ts'
import { bearerSession, EMBEDDED, LAUNCH } from './embedding.ts'

/**
 * In game the page is https://cfx-nui-<resource>/html/shop/index.html#shop=…&token=…, which is no route,
 * and nothing there rewrites URLs: before the router first reads the address, this takes the launch
 * parameters, pins relative asset URLs to the bundle's folder and puts the route in place.
 * main.tsx imports this module first: stores start calling the shop as soon as they are imported.
 */
function startEmbedded(): void {
  if (!EMBEDDED) return
  pinAssetBase()
  if (LAUNCH?.server) updateAppState({ server: LAUNCH.server })
  // A player remembered from an earlier game session has no session here: the token logs them in again.
  if (!bearerSession()) updateAppState({ user: undefined })
  const route = LAUNCH?.token ? `/loginGame?${new URLSearchParams({ token: LAUNCH.token })}` : '/'
  history.replaceState(null, '', route)
}

/** Routes change the document's address; chunks, images and styles must still come from the bundle's folder. */
function pinAssetBase(): void {
  const base = document.createElement('base')
  base.href = new URL('./', location.href).href
  document.head.prepend(base)
}

startEmbedded()
