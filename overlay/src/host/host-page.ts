import { overlayMessages } from '../shared/messages.ts'
import { CLOSE_CALLBACK, READY_CALLBACK, type SessionPayload } from '../shared/protocol.ts'
import { AllowList } from './allow-list.ts'
import { nuiCallback, openInBrowser } from './nui.ts'
import { warmUp } from './warm-up.ts'

/** The shop bundle embedded in the resource, beside this page. */
const SHOP_PAGE = 'shop/index.html'
/** The game's root page posts SendNUIMessage; outside the game, the page posts to itself. */
const GAME_ORIGINS = new Set(['nui://game', location.origin])

interface ShopFrame {
  element: HTMLIFrameElement
  origin: string
  allowList: Promise<AllowList>
  /** Made before F2: laid out out of sight until the shop's first screen is ready. */
  warming: { ready(): void } | undefined
}

let shop: ShopFrame | undefined
let open = false

const root = byId('host')
const panel = byId('host-panel')
const status = byId('host-status')
byId('host-hint').textContent = overlayMessages.closeHint
const closeButton = byId('host-close')
closeButton.textContent = overlayMessages.close
closeButton.addEventListener('click', requestClose)

window.addEventListener('message', (event) => {
  if (shop && event.source === shop.element.contentWindow) {
    if (event.origin === shop.origin) void onShopMessage(shop, event.data)
    return
  }
  if (event.source === window.parent && GAME_ORIGINS.has(event.origin)) onGameMessage(event.data)
})

// The client script prepares the shop only once this page listens to the game.
void nuiCallback(READY_CALLBACK)

document.addEventListener('keydown', (event) => {
  if (open && (event.key === 'Escape' || event.key === 'F2')) {
    event.preventDefault()
    requestClose()
  }
})

function onGameMessage(data: unknown): void {
  const type = typeOf(data)
  if (type === 'open') show()
  else if (type === 'close') hide()
  else if (type === 'session') {
    const session = asSession(data)
    if (session) useSession(session)
  }
}

async function onShopMessage(frame: ShopFrame, data: unknown): Promise<void> {
  const type = typeOf(data)
  if (type === 'close') requestClose()
  else if (type === 'ready') frame.warming?.ready()
  else if (type === 'open_external') {
    const url = (data as { url?: unknown }).url
    if ((await frame.allowList).allows(url)) openInBrowser(url)
    // Only the origin: a refused link may carry a one-time login token, which no log keeps.
    else console.warn('[boutique] open_external refused:', originOf(url))
  }
}

/**
 * The first session creates the frame, at spawn before any F2 (docs/in-game.md#prepared-at-spawn); later tokens
 * log the shop in again if it was logged out.
 */
function useSession(session: SessionPayload): void {
  if (shop) {
    if (session.token) shop.element.contentWindow?.postMessage({ type: 'login', token: session.token }, shop.origin)
    return
  }
  if (session.error || !session.shopUrl) {
    showStatus(session.error ?? overlayMessages.notConfigured)
    return
  }
  shop = createFrame(session)
  if (open) shop.element.focus()
}

function createFrame(session: SessionPayload): ShopFrame {
  const params = new URLSearchParams({ shop: session.shopUrl, server: session.serverName })
  if (session.token) params.set('token', session.token)
  const element = document.createElement('iframe')
  element.className = 'host__frame'
  element.title = 'Boutique'
  element.dataset.testid = 'shop-frame'
  element.src = `${SHOP_PAGE}#${params}`
  element.addEventListener('load', () => (status.hidden = true), { once: true })
  panel.append(element)
  const warming = open ? undefined : warmUp(root, element)
  return { element, origin: new URL(element.src).origin, allowList: loadAllowList(session.shopUrl), warming }
}

async function loadAllowList(shopUrl: string): Promise<AllowList> {
  const list = new AllowList(shopUrl)
  try {
    const response = await fetch(`${shopUrl}/api/config`)
    if (response.ok) list.addFromConfig(await response.json())
  } catch (failure) {
    console.warn('[boutique] the shop configuration is unavailable; social links stay closed:', failure)
  }
  return list
}

function show(): void {
  open = true
  root.hidden = false
  if (!shop) showStatus(overlayMessages.loading)
  else shop.element.focus()
}

function hide(): void {
  open = false
  root.hidden = true
}

function requestClose(): void {
  hide()
  void nuiCallback(CLOSE_CALLBACK)
}

function showStatus(text: string): void {
  status.textContent = text
  status.hidden = false
}

function typeOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined
}

function asSession(data: unknown): SessionPayload | undefined {
  const { shopUrl, serverName, token, error } = data as Record<string, unknown>
  if (typeof shopUrl !== 'string' || typeof serverName !== 'string') return undefined
  if (shopUrl !== '' && !/^https?:\/\/[^\s]+$/.test(shopUrl)) return undefined
  if (token !== null && (typeof token !== 'string' || !/^[\w-]{20,100}$/.test(token))) return undefined
  return { shopUrl, serverName, token, ...(typeof error === 'string' ? { error } : {}) }
}

function byId(id: string): HTMLElement {
  const element = document.getElementById(id)
  if (!element) throw new Error(`host.html has no #${id}`)
  return element
}

function originOf(url: unknown): string {
  try {
    return typeof url === 'string' ? new URL(url).origin : typeof url
  } catch {
    return 'not a URL'
  }
}
