import { detectFramework } from './adapters/detect-framework.ts'
import type { FrameworkAdapter, FrameworkCalls } from './adapters/framework-calls.ts'
import type { DeliveryHandlers } from './delivery-handlers.ts'
import { KEY_CONVAR, keyConflicts, readKey } from './key-check.ts'
import type { OnlinePlayers } from './online-players.ts'
import type { ServerNatives } from './server-natives.ts'

export const READY_EVENT = 'boutique:ready'

export function frameworkCalls(natives: ServerNatives): FrameworkCalls {
  return {
    state: (resource) => natives.resourceState?.(resource) ?? 'missing',
    call: (resource, name, ...args) => {
      if (!natives.callExport) throw new Error(`no exports here (${resource}.${name})`)
      return natives.callExport(resource, name, ...args)
    },
    convar: (name, fallback) => natives.getConvar(name, fallback)
  }
}

/**
 * The framework adapter (named in the log), the key (replicated for the client script, checked against the
 * inventories that take it too), and `boutique:ready` for custom bridges. The event waits for this resource's
 * queued onServerResourceStart: on `restart boutique` the other runtimes clear their cached exports of it on the
 * queued onServerResourceStop, which runs before (citizenfx/fivem ResourceEventComponent.cpp; scheduler.lua and
 * main.js clear the cache there), so a bridge that registers on `boutique:ready` reaches this instance.
 */
export function startFramework(natives: ServerNatives, handlers: DeliveryHandlers): FrameworkAdapter {
  const calls = frameworkCalls(natives)
  const { adapter, problem } = detectFramework(calls)
  if (problem) natives.warn(problem)
  handlers.useAdapter(adapter)
  const kinds = Object.keys(adapter.grant)
  natives.log(`framework: ${adapter.name}${kinds.length > 0 ? ` (gives ${kinds.join(', ')})` : ''}`)
  const key = readKey(calls, (message) => natives.warn(message))
  natives.replicateConvar?.(KEY_CONVAR, key)
  for (const conflict of keyConflicts(calls, key)) natives.warn(conflict)
  natives.onStarted?.(() => natives.emitLocal(READY_EVENT))
  return adapter
}

/**
 * The framework's characters to the shop, as each loads (and those already loaded when the resource starts):
 * what a bridge did with pushCharacters / setActiveCharacter.
 */
export function wireCharacters(natives: ServerNatives, adapter: FrameworkAdapter, players: OnlinePlayers): void {
  const characters = adapter.characters
  if (!characters || !natives.onEvent) return
  players.trackCharacters()
  const warn = (source: string) => (failure: unknown) =>
    natives.warn(`characters of player ${source}: ${failure instanceof Error ? failure.message : String(failure)}`)
  const push = (source: string, characterId: string) =>
    characters
      .list(Number(source), characterId)
      .then((list) => players.pushCharacters(source, list, characterId))
      .catch(warn(source))
  natives.onEvent(characters.loadedEvent, (...args) => {
    const loaded = characters.loaded(args)
    if (loaded) void push(loaded.source, loaded.characterId)
  })
  natives.onEvent(characters.unloadedEvent, (...args) => {
    const source = characters.unloaded(args)
    if (source) players.setActiveCharacter(source, undefined)
  })
  for (const source of natives.players()) {
    void characters
      .playing(Number(source))
      .then((characterId) => (characterId ? push(source, characterId) : undefined))
      .catch(warn(source))
  }
}
