import type { DeliveryContext, DeliveryHandler, GrantKind } from '../grant-handler.ts'
import type { CharacterSource } from './character-source.ts'

/**
 * Another resource's exports, called across runtimes (`exports.<resource>.<name>(…)`, citizenfx/fivem
 * data/shared/citizen/scripting/v8/main.js): a Lua export's lone return value arrives as itself, several as an
 * array, a yielding one (MySQL.*.await) or a JS promise as a promise. Always awaited.
 */
export interface FrameworkCalls {
  /** GetResourceState: 'started', 'stopped', 'missing', … */
  state(resource: string): string
  call(resource: string, name: string, ...args: unknown[]): unknown
  convar(name: string, fallback: string): string
}

/** What an adapter gives and takes back, kind by kind; a kind it lacks goes to a registered handler or waits. */
export interface FrameworkAdapter {
  /** Named in the start log, e.g. "ESX Legacy + ox_inventory". */
  name: string
  grant: Partial<Record<GrantKind, DeliveryHandler>>
  revoke: Partial<Record<GrantKind, DeliveryHandler>>
  /** The framework's characters, pushed to the shop as they load (no pushCharacters to write). */
  characters?: CharacterSource
}

export type GrantHandler<Grant> = (source: number, grant: Grant, delivery: DeliveryContext) => Promise<true>

export async function callExport(calls: FrameworkCalls, resource: string, name: string, ...args: unknown[]): Promise<unknown> {
  return await Promise.resolve(calls.call(resource, name, ...args))
}

/** Fails a grant with a reason staff read in the back-office (French, like every text they read). */
export class GrantRefused extends Error {}

export function refuse(reason: string): never {
  throw new GrantRefused(reason)
}

/** A handler whose grant is first checked against the fields its kind needs (the catalogue's grant shapes). */
export function typed<Grant>(parse: (grant: Record<string, unknown>) => Grant, handler: GrantHandler<Grant>): DeliveryHandler {
  return (source, grant, delivery) => handler(source, parse(grant), delivery)
}
