import { pass, type RuntimeSide } from './boundary.ts'

export type Listener = (...args: never[]) => unknown
/** `exports(name, fn)` to export, `exports.<resource>.<name>(…)` to call another resource. */
export type ExportsProxy = ((name: string, fn: unknown) => void) & Record<string, Record<string, (...args: unknown[]) => unknown>>

/** What a runtime asks of the server it runs in. */
export interface RuntimeHost {
  trigger(name: string, args: unknown[], source: string, from: RuntimeSide | undefined): void
  log(resource: string, level: 'log' | 'warn' | 'error', text: string): void
}

/**
 * One start of one resource: its event listeners, its exports and its cache of other resources' exports, as
 * FXServer's script runtimes keep them. citizenfx/fivem data/shared/citizen/scripting/v8/main.js (98d72817):
 * - `exports(name, fn)` listens to `__cfx_export_<resource>_<name>` and hands `fn` to whoever asks;
 * - `exports.<resource>.<name>` asks once through that event, then caches the function in this runtime until this
 *   runtime sees the QUEUED `onServerResourceStop` of that resource (the cache is not cleared on the immediate
 *   `onResourceStop`); a JS caller gets a lone return value unwrapped from its array; a missing export throws
 *   `No such export <name> in resource <resource>`, a failing one `An error happened while calling export …`.
 * The Lua runtime (data/shared/citizen/scripting/lua/scheduler.lua, 00981f91) keeps the same cache, cleared on
 * the same queued event, and reports `An error occurred while calling export …`.
 */
export class Runtime implements RuntimeSide {
  private alive = true
  private readonly listeners = new Map<string, Listener[]>()
  private readonly netSafe = new Set(['playerDropped', 'playerConnecting'])
  private readonly exportsCache = new Map<string, Map<string, (...args: unknown[]) => unknown>>()
  readonly exports: ExportsProxy

  constructor(
    readonly resource: string,
    readonly kind: 'js' | 'lua',
    private readonly host: RuntimeHost,
    private readonly errorType: ErrorConstructor = Error,
    /** Sets the `source` global of a script runtime while its listeners run. */
    private readonly setSource: (source: unknown) => void = () => undefined
  ) {
    this.on(`onServerResourceStop`, (stopped: string) => this.exportsCache.set(stopped, new Map()))
    this.exports = this.exportsProxy()
  }

  isAlive(): boolean {
    return this.alive
  }

  kill(): void {
    this.alive = false
  }

  makeError(message: string): Error {
    return new this.errorType(message)
  }

  log(level: 'log' | 'warn' | 'error', text: string): void {
    this.host.log(this.resource, level, text)
  }

  on(name: string, listener: Listener, netSafe = false): void {
    if (netSafe) this.netSafe.add(name)
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener])
  }

  /** `exports.<resource>.<name>(…args)` from this runtime, as its script would write it. */
  call(resource: string, name: string, ...args: unknown[]): unknown {
    const exported = this.exports[resource]?.[name] as (...args: unknown[]) => unknown
    return exported(...args)
  }

  emit(name: string, ...args: unknown[]): void {
    this.host.trigger(name, args, '', this)
  }

  /** An event reaching this runtime; `source` as the engine names it ('', 'net:3', 'internal-net:3'). */
  deliver(name: string, args: unknown[], source: string, from: RuntimeSide | undefined): void {
    const listeners = this.listeners.get(name) ?? []
    if (!this.alive || listeners.length === 0) return
    const fromNet = source.startsWith('net:')
    if (fromNet && !this.netSafe.has(name)) {
      this.log('error', `Event ${name} was not safe for net`)
      return
    }
    const payload = from ? args.map((arg) => pass(arg, from, this)) : args
    const numeric = /^(?:internal-)?net:(\d+)$/.exec(source)
    this.setSource(numeric ? Number(numeric[1]) : source)
    try {
      for (const listener of listeners) {
        const result = (listener as (...args: unknown[]) => unknown)(...payload)
        if (result instanceof Promise) result.catch((failure: unknown) => this.log('error', describe(failure)))
      }
    } catch (failure) {
      this.log('error', `error in event ${name}: ${describe(failure)}`)
    } finally {
      this.setSource(null)
    }
  }

  private exportsProxy(): ExportsProxy {
    const register = (exportName: string, fn: unknown) => {
      this.on(`__cfx_export_${this.resource}_${exportName}`, (setCallback: (fn: unknown) => void) => setCallback(fn))
    }
    return new Proxy(register as ExportsProxy, {
      get: (_target, resource) => this.resourceExports(String(resource)),
      apply: (_target, _self, args: unknown[]) => {
        if (args.length !== 2) throw this.makeError('this needs 2 arguments')
        register(String(args[0]), args[1])
      }
    })
  }

  private resourceExports(resource: string): unknown {
    return new Proxy(
      {},
      {
        get: (_target, name) => {
          const exportName = String(name)
          const cached = this.exportsCache.get(resource) ?? new Map()
          this.exportsCache.set(resource, cached)
          if (!cached.has(exportName)) {
            this.emit(`__cfx_export_${resource}_${exportName}`, (fn: (...args: unknown[]) => unknown) => cached.set(exportName, fn))
            if (!cached.has(exportName)) throw this.makeError(`No such export ${exportName} in resource ${resource}`)
          }
          return (...args: unknown[]) =>
            this.callExport(resource, exportName, cached.get(exportName) as (...args: unknown[]) => unknown, args)
        }
      }
    )
  }

  private callExport(resource: string, name: string, fn: (...args: unknown[]) => unknown, args: unknown[]): unknown {
    try {
      const result = fn(...args)
      if (this.kind === 'js' && Array.isArray(result) && result.length === 1) return result[0]
      return result
    } catch {
      throw this.makeError(
        this.kind === 'js'
          ? `An error happened while calling export ${name} of resource ${resource} - see above for details`
          : `An error occurred while calling export \`${name}\` in resource \`${resource}\``
      )
    }
  }
}

function describe(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure)
}
