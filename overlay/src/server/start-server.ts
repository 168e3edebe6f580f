import { overlayMessages } from '../shared/messages.ts'
import { EVENTS, type SessionPayload } from '../shared/protocol.ts'
import { DeliveryHandlers } from './delivery-handlers.ts'
import { DeliveryRunner } from './delivery-runner.ts'
import { startGrades, type Grades } from './grades/start-grades.ts'
import { startFramework, wireCharacters } from './framework-start.ts'
import { LoginSessions } from './login-sessions.ts'
import { OnlinePlayers } from './online-players.ts'
import { readServerConfig } from './server-config.ts'
import type { ServerNatives } from './server-natives.ts'
import { createShopApi } from './shop-api.ts'

export interface ServerScript {
  runDeliveries(): Promise<number[]>
  handlers: DeliveryHandlers
  grades: Grades
}

/**
 * Wires the server script: player upserts on join, the framework exports, login tokens on "open",
 * and the delivery loop. Without a valid configuration it says why and only answers "open" with that.
 */
export function startServer(natives: ServerNatives, deps: { fetch: typeof fetch; now: () => number }): ServerScript | undefined {
  const handlers = new DeliveryHandlers()
  exportHandlerRegistrations(natives, handlers)
  const adapter = startFramework(natives, handlers)
  const read = readServerConfig((name, fallback) => natives.getConvar(name, fallback))
  if (!read.ok) {
    for (const problem of read.problems) natives.warn(`not configured: ${problem}`)
    natives.onClientEvent(EVENTS.requestSession, (source) => {
      const payload: SessionPayload = { shopUrl: '', serverName: '', token: null, error: overlayMessages.notConfigured }
      natives.emitClient(EVENTS.session, source, payload)
    })
    return undefined
  }
  const { config } = read
  if (config.shopUrl.startsWith('http:') && !/^http:\/\/(localhost|127\.0\.0\.1)(?:[:/]|$)/.test(config.shopUrl)) {
    natives.warn(`${config.shopUrl} is not https: the game's page (https) cannot call it`)
  }
  const mainThread = () => natives.mainThread()
  const grades = startGrades(natives, handlers)
  const { shopUrl, serverKey, serverName } = config
  const api = grades.watchJoins(createShopApi({ shopUrl, serverKey, serverName, fetch: deps.fetch, mainThread }))
  const players = new OnlinePlayers(natives, api, config.serverName)
  const sessions = new LoginSessions({ natives, api, players, config, now: deps.now })
  const runner = new DeliveryRunner({ natives, api, players, handlers, serverName: config.serverName })
  wirePlayers(natives, players, sessions)
  wireCharacters(natives, adapter, players)
  const loop = () => {
    runner
      .runOnce()
      .catch((failure: unknown) => natives.warn(`deliveries: ${failure instanceof Error ? failure.message : String(failure)}`))
      .finally(() => natives.after(config.deliveryIntervalMs, loop))
  }
  natives.after(config.deliveryIntervalMs, loop)
  natives.log(`ready: shop ${config.shopUrl}, server "${config.serverName}", deliveries every ${config.deliveryIntervalMs / 1000} s`)
  return { runDeliveries: () => runner.runOnce(), handlers, grades }
}

/** The framework's exports that register delivery and revocation handlers, configured or not. */
function exportHandlerRegistrations(natives: ServerNatives, handlers: DeliveryHandlers): void {
  natives.exportFunction('registerDeliveryHandler', (kind: unknown, handler: unknown) => {
    const registered = handlers.register(kind, handler)
    if (!registered) natives.warn(`registerDeliveryHandler(${String(kind)}): unknown kind or not a function`)
    return registered
  })
  natives.exportFunction('registerRevocationHandler', (kind: unknown, handler: unknown) => {
    const registered = handlers.registerRevocation(kind, handler)
    if (!registered) natives.warn(`registerRevocationHandler(${String(kind)}): unknown kind or not a function`)
    return registered
  })
}

/** Player upserts on join, sessions forgotten on drop, login tokens on "open" and the character exports. */
function wirePlayers(natives: ServerNatives, players: OnlinePlayers, sessions: LoginSessions): void {
  natives.onPlayerJoining((source) => void players.join(source))
  natives.onPlayerDropped((source) => {
    players.leave(source)
    sessions.forget(source)
  })
  natives.onClientEvent(EVENTS.requestSession, (source) => void sessions.request(source))
  natives.exportFunction('pushCharacters', (source: unknown, characters: unknown, activeCharacterId?: unknown) => {
    void players.pushCharacters(String(source), characters, activeCharacterId)
  })
  natives.exportFunction('setActiveCharacter', (source: unknown, characterId: unknown) => {
    players.setActiveCharacter(String(source), characterId)
  })
  // Players already there when the resource (re)starts.
  for (const source of natives.players()) void players.join(source)
}
