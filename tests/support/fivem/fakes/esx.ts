import type { ResourceDefinition } from '../fivem-server.ts'
import type { Runtime } from '../runtime.ts'

export interface EsxItem {
  weight: number
  label?: string
}

interface Account {
  name: string
  money: number
  label: string
  round: boolean
  index: number
}

export interface EsxPlayer {
  identifier: string
  accounts: Account[]
  inventory: { name: string; count: number; weight: number; label: string }[]
  loadout: { name: string; ammo: number }[]
  weight: number
  maxWeight: number
}

type Method = (...args: never[]) => unknown

/**
 * es_extended as esx-framework/esx_core 1.13.5 (c0260923) writes it: the export RunStaticPlayerMethod
 * (server/classes/player.lua:957-969: nothing when the player is not loaded, an error for an unknown method), the
 * xPlayer methods the adapter calls (player.lua:317-780), and with ox_inventory present (shared/config/main.lua:70-71:
 * `GetResourceState("ox_inventory") ~= "missing"`) the overrides of server/classes/overrides/oxinventory.lua:
 * inventory methods forward to ox_inventory, addWeapon/removeWeapon do nothing, hasWeapon is always false.
 */
export class FakeEsx {
  readonly players = new Map<number, EsxPlayer>()
  private usesOx = false

  constructor(readonly items: Record<string, EsxItem>) {}

  /** esx:playerLoaded: the character is loaded, every known item at 0 in its inventory (ESX lists them all). */
  login(source: number, identifier: string, bank = 0): EsxPlayer {
    const player: EsxPlayer = {
      identifier,
      accounts: [
        { name: 'bank', money: bank, label: 'Bank', round: true, index: 1 },
        { name: 'money', money: 0, label: 'Cash', round: true, index: 2 }
      ],
      inventory: Object.entries(this.items).map(([name, item]) => ({ name, count: 0, weight: item.weight, label: item.label ?? name })),
      loadout: [],
      weight: 0,
      maxWeight: 24_000
    }
    this.players.set(source, player)
    return player
  }

  resource(): ResourceDefinition {
    return {
      kind: 'lua',
      setup: (runtime, server) => {
        this.usesOx = server.resourceState('ox_inventory') !== 'missing'
        runtime.exports('RunStaticPlayerMethod', (source: number, method: string, ...args: unknown[]) => {
          const player = this.players.get(Number(source))
          if (!player) return undefined
          const methods = this.methods(player, runtime)
          const fn = methods[method]
          if (!fn) throw new Error(`Attempted to call invalid method on playerId ${source}: ${method}`)
          return (fn as (...values: unknown[]) => unknown)(...args)
        })
      }
    }
  }

  private methods(player: EsxPlayer, runtime: Runtime): Record<string, Method> {
    const own = this.ownMethods(player)
    if (!this.usesOx) return own
    const source = [...this.players.entries()].find(([, entry]) => entry === player)?.[0]
    const ox = (name: string, ...args: unknown[]) => runtime.call('ox_inventory', name, source, ...args)
    return {
      ...own,
      getInventoryItem: (name: string) => ox('GetItem', name),
      addInventoryItem: (name: string, count?: number, metadata?: unknown) => ox('AddItem', name, count ?? 1, metadata),
      removeInventoryItem: (name: string, count?: number, metadata?: unknown) => ox('RemoveItem', name, count ?? 1, metadata),
      canCarryItem: (name: string, count: number, metadata?: unknown) => ox('CanCarryItem', name, count, metadata),
      addWeapon: () => undefined,
      removeWeapon: () => undefined,
      hasWeapon: () => false
    }
  }

  private ownMethods(player: EsxPlayer): Record<string, Method> {
    const account = (name: string) => player.accounts.find((entry) => entry.name === name)
    const item = (name: string) => player.inventory.find((entry) => entry.name === name)
    const changeMoney = (sign: 1 | -1) => (name: string, money: number) => {
      const target = account(name)
      if (!target || !(money > 0)) throw new Error(`Tried To Set Account ${name} To An Invalid Number -> ${money}`)
      target.money += sign * Math.round(money)
    }
    return {
      getIdentifier: () => player.identifier,
      getAccount: (name: string) => account(name),
      addAccountMoney: changeMoney(1),
      removeAccountMoney: changeMoney(-1),
      getInventoryItem: (name: string) => item(name),
      canCarryItem: (name: string, count: number) =>
        this.items[name] ? player.weight + this.items[name].weight * count <= player.maxWeight : false,
      addInventoryItem: (name: string, count: number) => {
        const entry = item(name)
        if (!entry) return
        entry.count += Math.round(count)
        player.weight += entry.weight * Math.round(count)
      },
      removeInventoryItem: (name: string, count: number) => {
        const entry = item(name)
        if (entry && entry.count - count >= 0) entry.count -= count
      },
      hasWeapon: (name: string) => player.loadout.some((weapon) => weapon.name === name),
      addWeapon: (name: string, ammo: number) => {
        if (!player.loadout.some((weapon) => weapon.name === name)) player.loadout.push({ name, ammo })
      },
      removeWeapon: (name: string) => {
        player.loadout = player.loadout.filter((weapon) => weapon.name !== name)
      }
    }
  }
}
