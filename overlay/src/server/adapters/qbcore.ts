import type { DeliveryHandler } from '../delivery-handlers.ts'
import { qbCharacters } from './characters.ts'
import { markOf, plateOf } from './delivery-marks.ts'
import { callExport, refuse, typed, type FrameworkAdapter, type FrameworkCalls } from './framework-calls.ts'
import { moneyGrant, vehicleGrant } from './grant-fields.ts'
import { oxInventoryHandlers, oxInventoryRevokers } from './ox-inventory.ts'
import { joaat, sql } from './oxmysql.ts'
import { qbInventoryHandlers, qbInventoryRevokers } from './qb-inventory.ts'

// qbcore-framework/qb-core 1.3.0 (37d3b848): every QBCore.Functions.* is an export (server/functions.lua:735-739),
// so GetPlayer(source) → the Player or nil (46-52). server/player.lua: Player.Functions holds closures over the
// player (buildMethodTable, 22-33), callable across runtimes; AddMoney(type, amount, reason) → true, false for an
// unknown type (185-207); RemoveMoney → false below QBCore.Config.Money.MinusLimit or for DontAllowMinus types
// (209-235). PlayerData.citizenid, PlayerData.license.
const QB_CORE = 'qb-core'

interface QbPlayer {
  PlayerData: { citizenid: string; license: string }
  Functions: Record<string, (...args: unknown[]) => unknown>
}

async function playerOf(calls: FrameworkCalls, source: number): Promise<QbPlayer> {
  const player = (await callExport(calls, QB_CORE, 'GetPlayer', source)) as QbPlayer | null | undefined
  if (!player?.PlayerData?.citizenid) refuse('le personnage du joueur n’est pas encore chargé (QBCore)')
  return player
}

const money = (calls: FrameworkCalls, sign: 1 | -1): DeliveryHandler =>
  typed(moneyGrant, async (source, grant) => {
    const player = await playerOf(calls, source)
    const [method, reason] = sign > 0 ? ['AddMoney', 'boutique'] : ['RemoveMoney', 'boutique-remboursement']
    const done = await Promise.resolve(player.Functions[method]?.('bank', grant.amount, reason))
    if (done !== true)
      refuse(sign > 0 ? `QBCore refuse ${grant.amount} $ en banque` : `solde bancaire insuffisant pour reprendre ${grant.amount} $`)
    return true
  })

// qbcore-framework/qb-vehicleshop 2e1bcff, server.lua:228-239: the dealership inserts (license, citizenid, vehicle,
// hash, mods, plate, garage, state) with garage 'pillboxgarage' and state 0, the buyer driving away. Here the car
// waits in the garage: state 1 (qb-garages a7c974b server.lua:250-255: 0 out, 1 garaged, 2 impound), listed by
// qb-garages' GetGarageVehicles (server.lua:86-90: `citizenid = ? AND garage = ?`, or every row with
// SharedGarages). Table: qb-garages player_vehicles.sql. The garage: convar boutique_garage.
const vehicle = (calls: FrameworkCalls, garage: string): DeliveryHandler =>
  typed(vehicleGrant, async (source, grant, delivery) => {
    const { citizenid, license } = (await playerOf(calls, source)).PlayerData
    const plate = plateOf(markOf(delivery))
    const db = sql(calls)
    const existing = await db.scalar('SELECT citizenid FROM player_vehicles WHERE plate = ? LIMIT 1', [plate])
    if (existing === citizenid) return true
    if (existing !== null && existing !== undefined) refuse(`la plaque ${plate} appartient déjà à un autre véhicule`)
    await db.insert(
      'INSERT INTO player_vehicles (license, citizenid, vehicle, hash, mods, plate, garage, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [license, citizenid, grant.model, String(joaat(grant.model) | 0), '{}', plate, garage, 1]
    )
    return true
  })

const vehicleBack = (calls: FrameworkCalls): DeliveryHandler =>
  typed(vehicleGrant, async (_source, _grant, delivery) => {
    await sql(calls).update('DELETE FROM player_vehicles WHERE plate = ?', [plateOf(markOf(delivery))])
    return true
  })

export function qbcoreAdapter(calls: FrameworkCalls, inventory: 'ox_inventory' | 'qb-inventory', garage: string): FrameworkAdapter {
  const items =
    inventory === 'ox_inventory'
      ? { grant: oxInventoryHandlers(calls), revoke: oxInventoryRevokers(calls) }
      : { grant: qbInventoryHandlers(calls), revoke: qbInventoryRevokers(calls) }
  return {
    name: `QBCore + ${inventory}`,
    grant: { ...items.grant, money: money(calls, 1), vehicle: vehicle(calls, garage) },
    revoke: { ...items.revoke, money: money(calls, -1), vehicle: vehicleBack(calls) },
    characters: qbCharacters(calls, 'qb-core')
  }
}
