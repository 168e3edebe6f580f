import type { DeliveryHandler } from '../delivery-handlers.ts'
import { markOf, TAG_KEY, tagOf } from './delivery-marks.ts'
import { callExport, refuse, typed, type FrameworkCalls } from './framework-calls.ts'
import { itemGrant, moneyGrant, weaponGrant } from './grant-fields.ts'

// overextended/ox_inventory v2.47.7 (83029c69), modules/inventory/server.lua:
// CanCarryItem(inv, item, count, metadata) → true / false / nil (1451-1480: weight and free slots; AddItem checks
// neither weight nor carry limits, only slots); AddItem(inv, item, count, metadata) → success, response
// (1126-1242: `false, 'inventory_full'` / 'invalid_item'); GetItemCount(inv, item, metadata, strict) → number
// (2320-2339); RemoveItem(inv, item, count, metadata, slot, ignoreTotal, strict) → true / false, reason
// (1336-1445). strict = false matches items whose metadata CONTAINS ours (ox_lib table.contains), which a weapon
// needs: AddItem adds durability, ammo, serial… to it (modules/items/server.lua 169-186).
const OX = 'ox_inventory'

/** AddItem's answer: `true, slot` or `false, 'reason'` (two Lua values: an array). */
function added(answer: unknown): boolean {
  return answer === true || (Array.isArray(answer) && answer[0] === true)
}

function reasonOf(answer: unknown): string {
  return Array.isArray(answer) && typeof answer[1] === 'string' ? answer[1] : 'refusé'
}

async function give(calls: FrameworkCalls, source: number, item: string, count: number, metadata?: Record<string, unknown>) {
  const room = await callExport(calls, OX, 'CanCarryItem', source, item, count, metadata)
  // nil: an unknown item, no inventory loaded, or not one slot left; false: too heavy or too few slots.
  if (room === false) refuse(`inventaire plein : ${count} × ${item} ne rentrent pas (ox_inventory)`)
  if (room !== true) refuse(`ox_inventory ne peut pas donner ${item} : objet inconnu, inventaire pas chargé ou plein`)
  const answer = await callExport(calls, OX, 'AddItem', source, item, count, metadata)
  if (!added(answer)) refuse(`ox_inventory refuse ${count} × ${item} : ${reasonOf(answer)}`)
  return true as const
}

/** Takes back up to `count` of the items carrying `metadata` (all of them if fewer are left: used or sold). */
async function takeBack(calls: FrameworkCalls, source: number, item: string, count: number, metadata?: Record<string, unknown>) {
  const held = Number(await callExport(calls, OX, 'GetItemCount', source, item, metadata, false)) || 0
  if (held <= 0) return true as const
  const answer = await callExport(calls, OX, 'RemoveItem', source, item, Math.min(count, held), metadata, undefined, true, false)
  if (!added(answer)) refuse(`ox_inventory ne reprend pas ${item} : ${reasonOf(answer)}`)
  return true as const
}

export function oxInventoryHandlers(calls: FrameworkCalls): Record<'item' | 'weapon', DeliveryHandler> {
  return {
    item: typed(itemGrant, (source, grant, delivery) =>
      give(calls, source, grant.item, grant.count, { [TAG_KEY]: tagOf(markOf(delivery)) })
    ),
    // Weapons are items named WEAPON_* (data/weapons.lua); the ammo rides in the weapon's metadata.
    weapon: typed(weaponGrant, (source, grant, delivery) =>
      give(calls, source, grant.weapon, 1, { ammo: grant.ammo, [TAG_KEY]: tagOf(markOf(delivery)) })
    )
  }
}

export function oxInventoryRevokers(calls: FrameworkCalls): Record<'item' | 'weapon', DeliveryHandler> {
  return {
    item: typed(itemGrant, (source, grant, delivery) =>
      takeBack(calls, source, grant.item, grant.count, { [TAG_KEY]: tagOf(markOf(delivery)) })
    ),
    weapon: typed(weaponGrant, (source, grant, delivery) =>
      takeBack(calls, source, grant.weapon, 1, { [TAG_KEY]: tagOf(markOf(delivery)) })
    )
  }
}

/** ox_inventory on its own: money is its `money` item (data/items.lua), not tagged, so it stacks with the rest. */
export function oxMoneyHandlers(calls: FrameworkCalls): { grant: DeliveryHandler; revoke: DeliveryHandler } {
  return {
    grant: typed(moneyGrant, (source, grant) => give(calls, source, 'money', grant.amount)),
    revoke: typed(moneyGrant, (source, grant) => takeBack(calls, source, 'money', grant.amount))
  }
}
