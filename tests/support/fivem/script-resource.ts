import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createContext, runInContext, type Context } from 'node:vm'

import { REPO_ROOT } from '../web-host.ts'
import type { FiveMServer, ResourceLoader } from './fivem-server.ts'
import { Runtime, type Listener } from './runtime.ts'

export const BUILT_SERVER_SCRIPT = join(REPO_ROOT, 'dist/boutique/server.js')

export interface ScriptOptions {
  /** The file to run; the built resource's by default (`node build.mjs --quiet` makes it). */
  file?: string
  /** The script's fetch: the real one by default (a shop URL pointing at a built web host), or a recorder. */
  fetch?: typeof fetch
}

/** Node 22's globals that an FXServer JS script has besides the natives (it runs in Node itself). */
const NODE_GLOBALS = [
  'URL',
  'URLSearchParams',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'Headers',
  'Request',
  'Response',
  'FormData',
  'Blob',
  'queueMicrotask',
  'structuredClone',
  'Buffer',
  'process',
  'performance',
  'crypto',
  'atob',
  'btoa',
  'setImmediate',
  'clearImmediate'
] as const

/**
 * A loader for FiveMServer.define: each start reads the script again and runs it in a fresh vm context, with
 * the server natives the resource uses bound to that start's runtime (citizenfx/fivem natives as
 * @citizenfx/server types them; `source` set while an event's listeners run, as main.js does).
 */
export function scriptResource(options: ScriptOptions = {}): ResourceLoader {
  const file = options.file ?? BUILT_SERVER_SCRIPT
  return (server, name) => {
    const code = readFileSync(file, 'utf8')
    const context: Context = createContext({})
    const errorType = runInContext('Error', context) as ErrorConstructor
    const runtime = new Runtime(name, 'js', server, errorType, (source) => (context.source = source))
    Object.assign(context, nodeGlobals(), natives(server, runtime, options.fetch ?? fetch))
    runInContext(code, context, { filename: `@${name}/server.js` })
    return runtime
  }
}

function nodeGlobals(): Record<string, unknown> {
  const globals: Record<string, unknown> = {}
  for (const name of NODE_GLOBALS) globals[name] = (globalThis as Record<string, unknown>)[name]
  return globals
}

function natives(server: FiveMServer, runtime: Runtime, scriptFetch: typeof fetch): Record<string, unknown> {
  const player = (source: unknown) => server.player(source)
  const say =
    (level: 'log' | 'warn' | 'error') =>
    (...args: unknown[]) =>
      runtime.log(level, args.map((arg) => (typeof arg === 'string' ? arg : String(arg))).join(' '))
  return {
    source: null,
    exports: runtime.exports,
    on: (name: string, listener: Listener) => runtime.on(name, listener),
    AddEventHandler: (name: string, listener: Listener) => runtime.on(name, listener),
    onNet: (name: string, listener: Listener) => runtime.on(name, listener, true),
    emit: (name: string, ...args: unknown[]) => runtime.emit(name, ...args),
    TriggerEvent: (name: string, ...args: unknown[]) => runtime.emit(name, ...args),
    emitNet: (event: string, target: unknown, ...args: unknown[]) => server.toClients.push({ event, target: Number(target), args }),
    GetConvar: (name: string, fallback: string) => server.convars.get(name) ?? fallback,
    SetConvarReplicated: (name: string, value: string) => {
      server.convars.set(name, value)
      server.replicatedConvars.add(name)
    },
    GetCurrentResourceName: () => runtime.resource,
    GetResourceState: (name: string) => server.resourceState(name),
    getPlayerIdentifiers: (source: unknown) => [...(player(source)?.identifiers ?? [])],
    GetPlayerName: (source: unknown) => player(source)?.name ?? null,
    getPlayers: () => server.players().map((online) => String(online.source)),
    setTimeout: (callback: () => void, ms = 0) => server.timers.set(runtime, callback, ms),
    clearTimeout: (id: unknown) => server.timers.clear(id),
    fetch: scriptFetch,
    ...gradeNatives(server, runtime),
    console: { log: say('log'), info: say('log'), warn: say('warn'), error: say('error'), debug: say('log') }
  }
}

/** What the Grades use (overlay/src/server/main.ts): state bags, the ACL through ExecuteCommand, the resource's KVP. */
function gradeNatives(server: FiveMServer, runtime: Runtime): Record<string, unknown> {
  const kvp = server.kvp.get(runtime.resource) ?? server.kvp.set(runtime.resource, new Map()).get(runtime.resource) ?? new Map()
  return {
    Player: (source: unknown) => ({
      state: { set: (key: string, value: unknown) => server.stateBags.set(`player:${String(source)}:${key}`, structuredClone(value)) }
    }),
    ExecuteCommand: (command: string) => server.acl.execute(`resource.${runtime.resource}`, command),
    IsPrincipalAceAllowed: (principal: string, object: string) => server.acl.allows(principal, object),
    GetResourceKvpString: (key: string) => kvp.get(key) ?? null,
    SetResourceKvp: (key: string, value: string) => void kvp.set(key, value),
    DeleteResourceKvp: (key: string) => void kvp.delete(key)
  }
}
