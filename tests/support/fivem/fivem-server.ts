import { FakeAcl } from '../fake-fivem-acl.ts'
import type { RuntimeSide } from './boundary.ts'
import { Runtime, type RuntimeHost } from './runtime.ts'
import { VirtualTimers } from './virtual-timers.ts'

export interface Player {
  source: number
  identifiers: string[]
  name: string
}

/** A resource written in the test: `setup` runs as its script would, with its runtime (exports, on, emit). */
export interface ResourceDefinition {
  kind: 'js' | 'lua'
  setup(runtime: Runtime, server: FiveMServer): void
}

/** How a resource's script comes to life on start: a test definition, or the built script in a vm context. */
export type ResourceLoader = (server: FiveMServer, name: string) => Runtime

export interface LogLine {
  resource: string
  level: 'log' | 'warn' | 'error'
  text: string
}

/**
 * A stand-in for FXServer, faithful where the resource depends on it. Events: `emit` reaches every running
 * resource at once, in start order; `onResourceStart`/`onResourceStop` fire at once, while `onServerResourceStart`
 * and `onServerResourceStop` are QUEUED and run on the next tick (citizenfx/fivem
 * code/components/citizen-resources-core/src/ResourceEventComponent.cpp at 27bb54f3: `QueueEvent("on%sResourceStart")`
 * / `TriggerEvent2("onResourceStart")` on start, `QueueEvent("on%sResourceStop")` then `TriggerEvent("onResourceStop")`
 * on stop). `restart` is a stop then a start in the same tick, so the new instance runs, and `onResourceStart` fires,
 * before any runtime has cleared its exports cache. The tick runs on its own (a macrotask) and through `tick()`.
 */
export class FiveMServer implements RuntimeHost {
  readonly convars = new Map<string, string>()
  readonly replicatedConvars = new Set<string>()
  readonly logs: LogLine[] = []
  /** Every emitNet: event, target and payload, as the clients would get them. */
  readonly toClients: { event: string; target: number; args: unknown[] }[] = []
  readonly timers = new VirtualTimers()
  /** The server's ACL (add_ace, add_principal, ExecuteCommand's rights), as tests/support/fake-fivem-acl.ts plays it. */
  readonly acl = new FakeAcl()
  /** State bags by `player:<source>:<key>`, and each resource's KVP store (which outlives its restarts). */
  readonly stateBags = new Map<string, unknown>()
  readonly kvp = new Map<string, Map<string, string>>()
  private readonly running = new Map<string, Runtime>()
  private readonly loaders = new Map<string, ResourceLoader>()
  private readonly queue: { name: string; args: unknown[] }[] = []
  private tickScheduled = false
  private readonly online = new Map<number, Player>()
  private nextSource = 1

  constructor(convars: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(convars)) this.convars.set(name, value)
  }

  /** Makes a resource known (as if its folder were in resources/); `ensure` starts it. */
  define(name: string, loader: ResourceLoader | ResourceDefinition): this {
    this.loaders.set(name, typeof loader === 'function' ? loader : definitionLoader(loader))
    return this
  }

  ensure(name: string): Runtime {
    return this.running.get(name) ?? this.start(name)
  }

  start(name: string): Runtime {
    const loader = this.loaders.get(name)
    if (!loader) throw new Error(`Couldn't find resource ${name}.`)
    if (this.running.has(name)) throw new Error(`resource ${name} already started`)
    const runtime = loader(this, name)
    this.running.set(name, runtime)
    this.queueEvent('onServerResourceStart', [name])
    this.trigger('onResourceStart', [name], '', undefined)
    return runtime
  }

  stop(name: string): void {
    const runtime = this.running.get(name)
    if (!runtime) return
    this.queueEvent('onServerResourceStop', [name])
    this.trigger('onResourceStop', [name], '', undefined)
    runtime.kill()
    this.timers.dropOwner(runtime)
    this.running.delete(name)
  }

  /** The console's `restart <name>`. */
  restart(name: string): Runtime {
    this.stop(name)
    return this.start(name)
  }

  runtime(name: string): Runtime | undefined {
    return this.running.get(name)
  }

  /** GetResourceState: started, stopped (known, not running) or missing. */
  resourceState(name: string): string {
    if (this.running.has(name)) return 'started'
    return this.loaders.has(name) ? 'stopped' : 'missing'
  }

  /** Runs the queued events now (FXServer does on its next tick). */
  tick(): void {
    this.tickScheduled = false
    for (let event = this.queue.shift(); event; event = this.queue.shift()) this.trigger(event.name, event.args, '', undefined)
  }

  trigger(name: string, args: unknown[], source: string, from: RuntimeSide | undefined): void {
    for (const runtime of [...this.running.values()]) runtime.deliver(name, args, source, from)
  }

  log(resource: string, level: LogLine['level'], text: string): void {
    this.logs.push({ resource, level, text })
  }

  logsOf(resource: string): string[] {
    return this.logs.filter((line) => line.resource === resource).map((line) => line.text)
  }

  /** A player connects: `playerJoining` with their server id as source. */
  join(identifiers: string[], name = 'Joueur'): Player {
    const player = { source: this.nextSource++, identifiers, name }
    this.online.set(player.source, player)
    this.trigger('playerJoining', [String(player.source)], `internal-net:${player.source}`, undefined)
    return player
  }

  drop(source: number, reason = 'Exiting'): void {
    if (!this.online.has(source)) return
    this.trigger('playerDropped', [reason], `internal-net:${source}`, undefined)
    this.online.delete(source)
  }

  /** A client's TriggerServerEvent: only handlers registered with onNet run, with the sender as `source`. */
  fromClient(source: number, event: string, ...args: unknown[]): void {
    this.trigger(event, args, `net:${source}`, undefined)
  }

  player(source: unknown): Player | undefined {
    return this.online.get(Number(source))
  }

  players(): Player[] {
    return [...this.online.values()]
  }

  private queueEvent(name: string, args: unknown[]): void {
    this.queue.push({ name, args })
    if (this.tickScheduled) return
    this.tickScheduled = true
    setImmediate(() => this.tick())
  }
}

function definitionLoader(definition: ResourceDefinition): ResourceLoader {
  return (server, name) => {
    const runtime = new Runtime(name, definition.kind, server)
    definition.setup(runtime, server)
    return runtime
  }
}
