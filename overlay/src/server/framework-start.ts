import { detectFramework } from './adapters/detect-framework.ts'
import type { FrameworkCalls } from './adapters/framework-calls.ts'
import type { DeliveryHandlers } from './delivery-handlers.ts'
import { KEY_CONVAR, keyConflicts, readKey } from './key-check.ts'
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
export function startFramework(natives: ServerNatives, handlers: DeliveryHandlers): void {
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
}
