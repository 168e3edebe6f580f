import type { DeliveryHandler } from '../delivery-handlers.ts'
import { qbCharacters } from './characters.ts'
import { markOf, plateOf } from './delivery-marks.ts'
import { callExport, refuse, typed, type FrameworkAdapter, type FrameworkCalls } from './framework-calls.ts'
import { moneyGrant, vehicleGrant } from './grant-fields.ts'
import { oxInventoryHandlers, oxInventoryRevokers } from './ox-inventory.ts'

// Qbox-project/qbx_core 1.23.0 (959b77b): exports GetPlayer(source) → the player or nil (server/functions.lua:86-94),
// AddMoney / RemoveMoney(identifier, type, amount, reason) → true, or false (no player, invalid amount, unknown
// type, refused by a hook; RemoveMoney also below the minus limit) (server/player.lua:1316-1419). Qbox's
// inventory is ox_inventory.
const QBX_CORE = 'qbx_core'
// Qbox-project/qbx_vehicles 1.4.2 (7cd0380), server/main.lua: DoesPlayerVehiclePlateExist(plate) (20-25);
// GetVehicleIdByPlate(plate) (207-213); GetPlayerVehicle(id, {citizenid}) → the vehicle or nil (116-125);
// CreatePlayerVehicle({model, citizenid, garage, props}) → vehicleId, or nil, {code, message} (135-167: inserts into
// player_vehicles itself, state 1 GARAGED when a garage is given, props.plate kept); DeletePlayerVehicles('plate',
// plate) (192-202). The garage: convar boutique_garage (qbx_garages config/shared.lua has 'pillboxgarage').
const QBX_VEHICLES = 'qbx_vehicles'

async function citizenOf(calls: FrameworkCalls, source: number): Promise<string> {
  const player = (await callExport(calls, QBX_CORE, 'GetPlayer', source)) as { PlayerData?: { citizenid?: unknown } } | null | undefined
  const citizenid = player?.PlayerData?.citizenid
  if (typeof citizenid !== 'string') refuse('le personnage du joueur n’est pas encore chargé (Qbox)')
  return citizenid
}

const money = (calls: FrameworkCalls, sign: 1 | -1): DeliveryHandler =>
  typed(moneyGrant, async (source, grant) => {
    await citizenOf(calls, source)
    const [method, reason] = sign > 0 ? ['AddMoney', 'boutique'] : ['RemoveMoney', 'boutique-remboursement']
    if ((await callExport(calls, QBX_CORE, method, source, 'bank', grant.amount, reason)) !== true)
      refuse(sign > 0 ? `Qbox refuse ${grant.amount} $ en banque` : `solde bancaire insuffisant pour reprendre ${grant.amount} $`)
    return true
  })

async function alreadyOwned(calls: FrameworkCalls, plate: string, citizenid: string): Promise<boolean> {
  if ((await callExport(calls, QBX_VEHICLES, 'DoesPlayerVehiclePlateExist', plate)) !== true) return false
  const id = await callExport(calls, QBX_VEHICLES, 'GetVehicleIdByPlate', plate)
  if ((await callExport(calls, QBX_VEHICLES, 'GetPlayerVehicle', id, { citizenid })) == null)
    refuse(`la plaque ${plate} appartient déjà à un autre véhicule`)
  return true
}

const vehicle = (calls: FrameworkCalls, garage: string): DeliveryHandler =>
  typed(vehicleGrant, async (source, grant, delivery) => {
    const citizenid = await citizenOf(calls, source)
    const plate = plateOf(markOf(delivery))
    if (await alreadyOwned(calls, plate, citizenid)) return true
    const created = await callExport(calls, QBX_VEHICLES, 'CreatePlayerVehicle', {
      model: grant.model,
      citizenid,
      garage,
      props: { plate }
    })
    if (typeof created !== 'number') {
      const error = Array.isArray(created) ? (created[1] as { message?: unknown } | null) : null
      const why = typeof error?.message === 'string' ? error.message : 'sans raison'
      refuse(`qbx_vehicles refuse le véhicule ${grant.model} : ${why}`)
    }
    return true
  })

const vehicleBack = (calls: FrameworkCalls): DeliveryHandler =>
  typed(vehicleGrant, async (_source, _grant, delivery) => {
    await callExport(calls, QBX_VEHICLES, 'DeletePlayerVehicles', 'plate', plateOf(markOf(delivery)))
    return true
  })

export function qboxAdapter(calls: FrameworkCalls, garage: string): FrameworkAdapter {
  return {
    name: 'Qbox (qbx_core, qbx_vehicles, ox_inventory)',
    grant: { ...oxInventoryHandlers(calls), money: money(calls, 1), vehicle: vehicle(calls, garage) },
    revoke: { ...oxInventoryRevokers(calls), money: money(calls, -1), vehicle: vehicleBack(calls) },
    characters: qbCharacters(calls, 'qbx_core')
  }
}
