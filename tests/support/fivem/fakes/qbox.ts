import { luaReturn } from '../boundary.ts'
import type { ResourceDefinition } from '../fivem-server.ts'

/**
 * qbx_core 1.23.0 (Qbox-project/qbx_core 959b77b): GetPlayer (server/functions.lua:86-94), AddMoney/RemoveMoney
 * (server/player.lua:1316-1419: false without a player, for an invalid amount or an unknown type; RemoveMoney false
 * below zero for cash, as its config's dontAllowMinus says).
 */
export class FakeQbxCore {
  readonly players = new Map<number, { citizenid: string; license: string; money: Record<string, number> }>()

  login(source: number, citizenid: string, license: string, bank = 0) {
    const data = { citizenid, license, money: { cash: 0, bank } as Record<string, number> }
    this.players.set(source, data)
    return data
  }

  resource(): ResourceDefinition {
    return {
      kind: 'lua',
      setup: (runtime) => {
        runtime.exports('GetPlayer', (source: unknown) => {
          const data = this.players.get(Number(source))
          return data ? { PlayerData: { source: Number(source), ...data } } : undefined
        })
        runtime.exports('AddMoney', (source: unknown, type: string, amount: number) => this.change(source, type, amount))
        runtime.exports('RemoveMoney', (source: unknown, type: string, amount: number) => this.change(source, type, -amount))
      }
    }
  }

  private change(source: unknown, type: string, amount: number): boolean {
    const player = this.players.get(Number(source))
    const balance = player?.money[type]
    if (!player || !Number.isFinite(amount) || balance === undefined) return false
    if (type === 'cash' && balance + amount < 0) return false
    player.money[type] = balance + amount
    return true
  }
}

export interface QbxVehicle {
  id: number
  citizenid: string | undefined
  vehicle: string
  plate: string
  garage: string | undefined
  state: number
}

/**
 * qbx_vehicles 1.4.2 (Qbox-project/qbx_vehicles 7cd0380) server/main.lua over an in-memory player_vehicles:
 * DoesPlayerVehiclePlateExist 20-25, GetPlayerVehicle 116-125, CreatePlayerVehicle 135-167 (a random plate only
 * when props.plate is missing; state 1 GARAGED with a garage, else 0 OUT), DeletePlayerVehicles 192-202,
 * GetVehicleIdByPlate 207-213.
 */
export class FakeQbxVehicles {
  readonly rows: QbxVehicle[] = []
  private nextId = 1

  resource(): ResourceDefinition {
    return {
      kind: 'lua',
      setup: (runtime) => {
        runtime.exports('DoesPlayerVehiclePlateExist', (plate: string) => this.rows.some((row) => row.plate === plate))
        runtime.exports('GetVehicleIdByPlate', (plate: string) => this.rows.find((row) => row.plate === plate.trim())?.id)
        runtime.exports('GetPlayerVehicle', (id: number, filters?: { citizenid?: string }) =>
          this.rows.find((row) => row.id === id && (!filters?.citizenid || row.citizenid === filters.citizenid))
        )
        runtime.exports(
          'CreatePlayerVehicle',
          (request: { model: string; citizenid?: string; garage?: string; props?: { plate?: string } }) => {
            if (!request.model) throw new Error('missing required field: model')
            const row = {
              id: this.nextId++,
              citizenid: request.citizenid,
              vehicle: request.model,
              plate: request.props?.plate ?? `RND${this.nextId}`,
              garage: request.garage,
              state: request.garage ? 1 : 0
            }
            this.rows.push(row)
            return luaReturn(row.id)
          }
        )
        runtime.exports('DeletePlayerVehicles', (idType: string, idValue: unknown) => {
          const column = idType === 'vehicleId' ? 'id' : (idType as keyof QbxVehicle)
          for (let index = this.rows.length - 1; index >= 0; index -= 1)
            if (this.rows[index]?.[column] === idValue) this.rows.splice(index, 1)
          return true
        })
      }
    }
  }
}
