import type { DeliveryHandler } from '../delivery-handlers.ts'
import { markOf, TAG_KEY, tagOf } from './delivery-marks.ts'
import { callExport, refuse, typed, type FrameworkCalls } from './framework-calls.ts'
import { itemGrant, weaponGrant } from './grant-fields.ts'

// qbcore-framework/qb-inventory 2.0.0 (43334c1), server/functions.lua: CanAddItem(identifier, item, amount) →
// true / false, 'weight'|'slots' (368-410); AddItem(identifier, item, amount, slot, info, reason) → true/false
// (692-791: a stackable item joins the first slot of that name whatever its info; a unique one, weapons
// included, gets a slot of its own with `info` kept and a serial added); GetItemsByName(source, item) → the
// slots' items {name, amount, info, slot} (287-301); RemoveItem(identifier, item, amount, slot, reason) → true/false
// (802-885: from one slot only, never more than it holds). QBCore weapons are items named weapon_* in lower case.
const QB_INVENTORY = 'qb-inventory'

interface SlotItem {
  amount?: unknown
  slot?: unknown
  info?: Record<string, unknown> | null
}

/**
 * GetItemsByName's list. FiveM's JS exports proxy unwraps a one-element array (citizenfx/fivem
 * data/shared/citizen/scripting/v8/main.js, `result.length === 1`): a list of one slot arrives as that slot.
 */
async function slotsOf(calls: FrameworkCalls, source: number, item: string): Promise<SlotItem[]> {
  const items = await callExport(calls, QB_INVENTORY, 'GetItemsByName', source, item)
  if (Array.isArray(items)) return items as SlotItem[]
  return typeof items === 'object' && items !== null ? [items] : []
}

async function give(calls: FrameworkCalls, source: number, item: string, count: number, info?: Record<string, unknown>) {
  const room = await callExport(calls, QB_INVENTORY, 'CanAddItem', source, item, count)
  // `false, 'weight'|'slots'` (two values: an array) when full; a lone false for an unknown item or inventory.
  if (Array.isArray(room)) refuse(`inventaire plein : ${count} × ${item} ne rentrent pas (${String(room[1])})`)
  if (room !== true) refuse(`qb-inventory ne connaît pas l’objet ${item} ou l’inventaire du joueur`)
  if ((await callExport(calls, QB_INVENTORY, 'AddItem', source, item, count, undefined, info, 'Boutique')) !== true)
    refuse(`qb-inventory refuse ${count} × ${item}`)
  return true as const
}

/** Takes back up to `count`, slot by slot; only the slots `match` accepts. */
async function takeBack(calls: FrameworkCalls, source: number, item: string, count: number, match: (entry: SlotItem) => boolean) {
  let left = count
  for (const entry of (await slotsOf(calls, source, item)).filter(match)) {
    const amount = Math.min(left, Number(entry.amount) || 0)
    if (amount <= 0) continue
    if ((await callExport(calls, QB_INVENTORY, 'RemoveItem', source, item, amount, entry.slot, 'Boutique : remboursement')) !== true)
      refuse(`qb-inventory ne reprend pas ${item}`)
    left -= amount
  }
  return true as const
}

export function qbInventoryHandlers(calls: FrameworkCalls): Record<'item' | 'weapon', DeliveryHandler> {
  return {
    item: typed(itemGrant, (source, grant) => give(calls, source, grant.item, grant.count)),
    weapon: typed(weaponGrant, (source, grant, delivery) =>
      give(calls, source, grant.weapon.toLowerCase(), 1, { ammo: grant.ammo, [TAG_KEY]: tagOf(markOf(delivery)) })
    )
  }
}

/** Stackable items carry no mark in qb-inventory: what is taken back is up to the count given, of that name. */
export function qbInventoryRevokers(calls: FrameworkCalls): Record<'item' | 'weapon', DeliveryHandler> {
  return {
    item: typed(itemGrant, (source, grant) => takeBack(calls, source, grant.item, grant.count, () => true)),
    weapon: typed(weaponGrant, (source, grant, delivery) => {
      const tag = tagOf(markOf(delivery))
      return takeBack(calls, source, grant.weapon.toLowerCase(), 1, (entry) => entry.info?.[TAG_KEY] === tag)
    })
  }
}
