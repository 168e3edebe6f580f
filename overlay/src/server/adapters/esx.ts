import type { DeliveryHandler } from '../delivery-handlers.ts'
import { esxCharacters } from './characters.ts'
import { markOf, plateOf } from './delivery-marks.ts'
import { callExport, refuse, typed, type FrameworkAdapter, type FrameworkCalls } from './framework-calls.ts'
import { itemGrant, moneyGrant, vehicleGrant, weaponGrant } from './grant-fields.ts'
import { oxInventoryHandlers, oxInventoryRevokers } from './ox-inventory.ts'
import { joaat, sql } from './oxmysql.ts'

// esx-framework/esx_core 1.13.5 (c0260923), [core]/es_extended/server/classes/player.lua: the export
// RunStaticPlayerMethod(src, method, …) (957-969, since df287b04, 2025-01) calls xPlayer[method](…) and answers
// nothing when the player has no loaded character. Methods used: getIdentifier; getAccount(name) → {money, …}
// (317); addAccountMoney/removeAccountMoney(name, money, reason) (410-457, no answer); getInventoryItem(name) →
// {name, count, …} or nil (459); canCarryItem(name, count) (529); addInventoryItem/removeInventoryItem(name, count)
// (468-500, no answer); hasWeapon/addWeapon(name, ammo)/removeWeapon (606-780; addWeapon does nothing when the
// weapon is already owned). With ox_inventory running, ESX switches to it by itself ([core]/es_extended/shared/
// config/main.lua 70-71) and server/classes/overrides/oxinventory.lua makes addWeapon an empty function and
// hasWeapon always false (144-190): items and weapons then go to ox_inventory directly.
const ESX = 'es_extended'

function playerMethod(calls: FrameworkCalls, source: number, method: string, ...args: unknown[]) {
  return callExport(calls, ESX, 'RunStaticPlayerMethod', source, method, ...args)
}

async function identifierOf(calls: FrameworkCalls, source: number): Promise<string> {
  const identifier = await playerMethod(calls, source, 'getIdentifier')
  if (typeof identifier !== 'string' || identifier === '') refuse('le personnage du joueur n’est pas encore chargé (ESX)')
  return identifier
}

async function bank(calls: FrameworkCalls, source: number): Promise<number> {
  const account = (await playerMethod(calls, source, 'getAccount', 'bank')) as { money?: unknown } | null | undefined
  if (typeof account?.money !== 'number') refuse('compte « bank » introuvable (ESX)')
  return account.money
}

async function held(calls: FrameworkCalls, source: number, item: string): Promise<number | undefined> {
  const entry = (await playerMethod(calls, source, 'getInventoryItem', item)) as { count?: unknown } | null | undefined
  return typeof entry?.count === 'number' ? entry.count : undefined
}

const money = (calls: FrameworkCalls, sign: 1 | -1): DeliveryHandler =>
  typed(moneyGrant, async (source, grant) => {
    await identifierOf(calls, source)
    const before = await bank(calls, source)
    const method = sign > 0 ? 'addAccountMoney' : 'removeAccountMoney'
    await playerMethod(calls, source, method, 'bank', grant.amount, sign > 0 ? 'Boutique' : 'Boutique : remboursement')
    if (Math.sign((await bank(calls, source)) - before) !== sign) refuse(`ESX n’a pas changé le compte bancaire de ${grant.amount} $`)
    return true
  })

const item = (calls: FrameworkCalls): DeliveryHandler =>
  typed(itemGrant, async (source, grant) => {
    await identifierOf(calls, source)
    const before = await held(calls, source, grant.item)
    if (before === undefined) refuse(`objet inconnu d’ESX : ${grant.item}`)
    if ((await playerMethod(calls, source, 'canCarryItem', grant.item, grant.count)) !== true)
      refuse(`inventaire plein : ${grant.count} × ${grant.item} ne rentrent pas`)
    await playerMethod(calls, source, 'addInventoryItem', grant.item, grant.count)
    if ((await held(calls, source, grant.item)) !== before + grant.count) refuse(`ESX n’a pas ajouté ${grant.count} × ${grant.item}`)
    return true
  })

const weapon = (calls: FrameworkCalls): DeliveryHandler =>
  typed(weaponGrant, async (source, grant) => {
    await identifierOf(calls, source)
    if ((await playerMethod(calls, source, 'hasWeapon', grant.weapon)) === true)
      refuse(`le joueur a déjà l’arme ${grant.weapon} (ESX n’en garde qu’une de chaque)`)
    await playerMethod(calls, source, 'addWeapon', grant.weapon, grant.ammo)
    if ((await playerMethod(calls, source, 'hasWeapon', grant.weapon)) !== true) refuse(`ESX n’a pas donné l’arme ${grant.weapon}`)
    return true
  })

const itemBack = (calls: FrameworkCalls): DeliveryHandler =>
  typed(itemGrant, async (source, grant) => {
    await identifierOf(calls, source)
    const count = Math.min(grant.count, (await held(calls, source, grant.item)) ?? 0)
    if (count > 0) await playerMethod(calls, source, 'removeInventoryItem', grant.item, count)
    return true
  })

const weaponBack = (calls: FrameworkCalls): DeliveryHandler =>
  typed(weaponGrant, async (source, grant) => {
    await identifierOf(calls, source)
    if ((await playerMethod(calls, source, 'hasWeapon', grant.weapon)) === true)
      await playerMethod(calls, source, 'removeWeapon', grant.weapon)
    return true
  })

// esx-framework/ESX-Legacy-Addons 0d02361f, [esx_addons]/esx_vehicleshop/server/main.lua:159: the dealership inserts
// (owner, plate, vehicle) with vehicle = json {model = joaat(model), plate}; `stored` keeps its default 0
// (esx_core [SQL]/legacy.sql:344-353). The esx_garage of ESX Legacy ≤ 1.13 (582fbc7^, server/main.lua:86) lists
// stored = 0 cars at its impound (its garages list only `parking = ? AND stored = 1`, which a NULL parking never
// matches); the 1.14.1 rewrite (server/modules/vehicle.lua:195) lists every row of the owner.
const vehicle = (calls: FrameworkCalls): DeliveryHandler =>
  typed(vehicleGrant, async (source, grant, delivery) => {
    const owner = await identifierOf(calls, source)
    const plate = plateOf(markOf(delivery))
    const db = sql(calls)
    const existing = await db.scalar('SELECT owner FROM owned_vehicles WHERE plate = ?', [plate])
    if (existing === owner) return true
    if (existing !== null && existing !== undefined) refuse(`la plaque ${plate} appartient déjà à un autre véhicule`)
    const vehicleProps = JSON.stringify({ model: joaat(grant.model), plate })
    await db.insert('INSERT INTO owned_vehicles (owner, plate, vehicle) VALUES (?, ?, ?)', [owner, plate, vehicleProps])
    return true
  })

const vehicleBack = (calls: FrameworkCalls): DeliveryHandler =>
  typed(vehicleGrant, async (_source, _grant, delivery) => {
    await sql(calls).update('DELETE FROM owned_vehicles WHERE plate = ?', [plateOf(markOf(delivery))])
    return true
  })

export function esxAdapter(calls: FrameworkCalls, withOx: boolean): FrameworkAdapter {
  const inventory = withOx
    ? { grant: oxInventoryHandlers(calls), revoke: oxInventoryRevokers(calls) }
    : { grant: { item: item(calls), weapon: weapon(calls) }, revoke: { item: itemBack(calls), weapon: weaponBack(calls) } }
  return {
    name: withOx ? 'ESX Legacy + ox_inventory' : 'ESX Legacy',
    grant: { ...inventory.grant, money: money(calls, 1), vehicle: vehicle(calls) },
    revoke: { ...inventory.revoke, money: money(calls, -1), vehicle: vehicleBack(calls) },
    characters: esxCharacters(calls)
  }
}
