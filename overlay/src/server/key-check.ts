import type { FrameworkCalls } from './adapters/framework-calls.ts'

export const KEY_CONVAR = 'boutique_key'
export const DEFAULT_KEY = 'F2'
/** The keyboard mapper's key names (fivem-docs input-mapper-parameter-ids/keyboard.md): letters, digits, F1…, names. */
const KEY_NAME = /^[A-Z0-9_]{1,20}$/

/** boutique_key, upper-cased; an unusable value falls back to F2 with a warning. */
export function readKey(calls: FrameworkCalls, warn: (message: string) => void): string {
  const raw = calls.convar(KEY_CONVAR, DEFAULT_KEY).trim().toUpperCase()
  if (KEY_NAME.test(raw)) return raw
  warn(`${KEY_CONVAR} "${raw}" is not a key name (e.g. F2, F3, K): ${DEFAULT_KEY} instead`)
  return DEFAULT_KEY
}

/**
 * What else opens on the same key, and how to change either. overextended/ox_inventory v2.47.7 init.lua:90
 * (`keys = json.decode(GetConvar('inventory:keys', '')) or { 'F2', 'K', 'TAB' }`, client.lua:773-776: the first
 * opens the inventory); esx-framework/esx_core 1.13.5 [core]/esx_inventory/client/main.lua:216
 * (`ESX.RegisterInput("showinv", …, "keyboard", "F2", …)`, written in the file).
 */
export function keyConflicts(calls: FrameworkCalls, key: string): string[] {
  const conflicts: string[] = []
  if (calls.state('ox_inventory') === 'started' && oxKeys(calls).includes(key)) {
    conflicts.push(
      `${key} also opens ox_inventory (its convar inventory:keys, default ["F2","K","TAB"]): give the shop another key ` +
        `(set ${KEY_CONVAR} "F3") or move the inventory's (setr inventory:keys '["F3","K","TAB"]')`
    )
  }
  if (calls.state('esx_inventory') === 'started' && key === 'F2') {
    conflicts.push(
      `F2 also opens esx_inventory (written in [core]/esx_inventory/client/main.lua, ESX.RegisterInput "showinv"): ` +
        `give the shop another key (set ${KEY_CONVAR} "F3") or change that line`
    )
  }
  return conflicts
}

function oxKeys(calls: FrameworkCalls): string[] {
  try {
    const keys: unknown = JSON.parse(calls.convar('inventory:keys', ''))
    if (Array.isArray(keys)) return keys.map((entry) => String(entry).toUpperCase())
  } catch {
    // ox_inventory's own fallback when the convar is empty or not JSON.
  }
  return ['F2', 'K', 'TAB']
}
