/**
 * The bundle's side of the in-game host page (overlay/html/host.html): top-level it does nothing;
 * framed by an allowed parent it hands URLs to open outside the game and asks to be closed.
 */

export type HostMessage = { type: 'open_external'; url: string } | { type: 'close' } | { type: 'ready' }

/** The in-game host page is served from the resource (https://cfx-nui-<resource>), like the embedded bundle. */
const NUI_RESOURCE_ORIGIN = /^https:\/\/cfx-nui-[\w.-]+$/i

export function isFramed(): boolean {
  try {
    return window.parent !== window
  } catch {
    return true
  }
}

/**
 * Framed by an allowed parent: posts {type: 'open_external', url} to it and returns true.
 * Otherwise returns false and the caller navigates itself.
 */
export function openExternal(url: string): boolean {
  return postToHost({ type: 'open_external', url })
}

/** Framed by an allowed parent: asks it to close the shop (NUI focus off). */
export function requestClose(): boolean {
  return postToHost({ type: 'close' })
}

/** Framed by an allowed parent: says the first screen has its data (the in-game host parks a frame made before F2). */
export function announceReady(): boolean {
  return postToHost({ type: 'ready' })
}

function postToHost(message: HostMessage): boolean {
  if (!isFramed()) return false
  const origin = allowedParentOrigin()
  if (!origin) return false
  window.parent.postMessage(message, origin)
  return true
}

/** The parent's origin when it may receive our messages: the same origin, or a FiveM resource page. */
export function allowedParentOrigin(): string | undefined {
  const origin = parentOrigin()
  if (!origin) return undefined
  return origin === window.location.origin || NUI_RESOURCE_ORIGIN.test(origin) ? origin : undefined
}

function parentOrigin(): string | undefined {
  // eslint-disable-next-line compat/compat -- Firefox lacks it and reads undefined: the referrer below stands in.
  const ancestors = window.location.ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors[0]
  if (!document.referrer) return undefined
  try {
    return new URL(document.referrer).origin
  } catch {
    return undefined
  }
}
