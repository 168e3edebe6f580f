import type { ServerNatives } from '../../overlay/src/server/server-natives.ts'
import { startServer } from '../../overlay/src/server/start-server.ts'
import { fakeFiveM, type FakeAcl } from './fake-fivem-acl.ts'

export interface FakePlayer {
  source: string
  identifiers: string[]
  name: string
}

export interface FakeGameServerOptions {
  fetch: typeof fetch
  players: FakePlayer[]
  /** Sources connected when the resource starts. */
  connected?: string[]
  convars?: Record<string, string>
  acl?: FakeAcl
  kvp?: Map<string, string>
}

/**
 * The resource's server script (overlay/src/server) on stand-ins of a FiveM server's natives: players who
 * join and drop, exports, local events, timers run by hand, and the ACL, state bags and KVP of fake-fivem-acl.ts.
 */
export function startFakeGameServer(options: FakeGameServerOptions) {
  const fivem = fakeFiveM({ ...(options.acl ? { acl: options.acl } : {}), ...(options.kvp ? { kvp: options.kvp } : {}) })
  const connected = new Set(options.connected ?? [])
  const joining: ((source: string) => void)[] = []
  const dropped: ((source: string) => void)[] = []
  const exported = new Map<string, (...args: never[]) => unknown>()
  const localEvents: unknown[][] = []
  const warnings: string[] = []
  const timers: { ms: number; fn: () => void }[] = []
  const player = (source: string) => options.players.find((one) => one.source === source)
  const natives: ServerNatives = {
    getConvar: (name, fallback) => options.convars?.[name] ?? fallback,
    playerIdentifiers: (source) => (connected.has(source) ? (player(source)?.identifiers ?? []) : []),
    playerName: (source) => player(source)?.name ?? '',
    players: () => [...connected],
    emitClient: () => undefined,
    emitLocal: (...args) => void localEvents.push(args),
    onPlayerJoining: (handler) => void joining.push(handler),
    onPlayerDropped: (handler) => void dropped.push(handler),
    onClientEvent: () => undefined,
    exportFunction: (name, fn) => void exported.set(name, fn),
    after: (ms, fn) => void timers.push({ ms, fn }),
    mainThread: () => Promise.resolve(),
    log: () => undefined,
    warn: (message) => void warnings.push(message),
    ...fivem.natives
  }
  const script = startServer(natives, { fetch: options.fetch, now: () => Date.now() })
  if (!script) throw new Error(`the resource did not start: ${warnings.join('; ')}`)
  return {
    script,
    ...fivem,
    warnings,
    timers,
    join(source: string) {
      connected.add(source)
      for (const handler of joining) handler(source)
    },
    drop(source: string) {
      for (const handler of dropped) handler(source)
      connected.delete(source)
      fivem.dropBag(source)
    },
    call: (name: string, ...args: unknown[]) => (exported.get(name) as (...values: unknown[]) => unknown)(...args),
    gradeEvents: () => localEvents.filter((event) => event[0] === 'boutique:gradeChanged').map((event) => event.slice(1))
  }
}

/** Lets the script's pending promises (fetch answers, handlers) run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
