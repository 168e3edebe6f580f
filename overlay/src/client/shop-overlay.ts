import { CLOSE_CALLBACK, EVENTS, KEY_MAPPING, OPEN_COMMAND, READY_CALLBACK, type SessionPayload } from '../shared/protocol.ts'
import type { ClientNatives } from './client-natives.ts'
import { prepareAtSpawn } from './prepare-at-spawn.ts'

/**
 * F2 (or /boutique) toggles the shop: NUI focus with the cursor while open. The game no longer sees
 * keys once NUI has focus, so closing from inside comes back through the 'close' NUI callback.
 */
export function startShopOverlay(natives: ClientNatives): { isOpen(): boolean } {
  let open = false
  const prepare = prepareAtSpawn(natives, () => natives.emitServer(EVENTS.requestSession))

  const setOpen = (next: boolean) => {
    open = next
    natives.setNuiFocus(next, next)
    natives.sendNuiMessage({ type: next ? 'open' : 'close' })
    if (!next) return
    prepare.opened()
    // A shop prepared at spawn ignores this token unless it was logged out since.
    natives.emitServer(EVENTS.requestSession)
  }

  natives.registerCommand(OPEN_COMMAND, () => setOpen(!open))
  natives.registerKeyMapping(OPEN_COMMAND, KEY_MAPPING.description, KEY_MAPPING.mapper, KEY_MAPPING.key)

  answerAlways(natives, CLOSE_CALLBACK, () => {
    if (open) setOpen(false)
  })
  answerAlways(natives, READY_CALLBACK, () => prepare.pageReady())

  natives.onServerEvent(EVENTS.session, (payload) => {
    const session = asSession(payload)
    if (session) natives.sendNuiMessage({ type: 'session', ...session })
  })

  natives.onServerEvent(EVENTS.notice, (payload) => {
    const text = typeof payload === 'object' && payload !== null ? (payload as { text?: unknown }).text : undefined
    if (typeof text === 'string' && text.length <= 300) natives.showNotice(text)
  })

  return { isOpen: () => open }
}

/** A NUI callback that always answers: the page's fetch waits for an answer, even if the action failed. */
function answerAlways(natives: ClientNatives, name: string, action: () => void): void {
  natives.registerNuiCallback(name, (_data, reply) => {
    try {
      action()
    } finally {
      reply({ ok: true })
    }
  })
}

function asSession(payload: unknown): SessionPayload | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined
  const { shopUrl, serverName, token, error } = payload as Record<string, unknown>
  if (typeof shopUrl !== 'string' || typeof serverName !== 'string') return undefined
  if (token !== null && typeof token !== 'string') return undefined
  return { shopUrl, serverName, token, ...(typeof error === 'string' ? { error } : {}) }
}
