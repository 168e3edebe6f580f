import { luaReturn } from '../boundary.ts'
import type { ResourceDefinition } from '../fivem-server.ts'

export interface QbSlotItem {
  name: string
  amount: number
  info: Record<string, unknown>
  slot: number
  unique: boolean
  weight: number
}

export interface QbPlayerData {
  source: number
  citizenid: string
  license: string
  money: Record<string, number>
  items: Record<number, QbSlotItem>
}

/**
 * qb-core 1.3.0 (qbcore-framework/qb-core 37d3b848): the export GetPlayer (server/functions.lua:46-52, exported with
 * every QBCore.Functions.* at 735-739) answers the player table, whose Functions are closures over it
 * (server/player.lua:22-44); AddMoney → true, false for an unknown type (185-207); RemoveMoney → false for a
 * DontAllowMinus type going negative or below MinusLimit (209-235; qb-core config.lua: cash and crypto, -5000).
 */
export class FakeQbCore {
  readonly players = new Map<number, QbPlayerData>()
  minusLimit = -5000
  dontAllowMinus = ['cash', 'crypto']

  login(source: number, citizenid: string, license: string, bank = 0): QbPlayerData {
    const data: QbPlayerData = { source, citizenid, license, money: { cash: 0, bank, crypto: 0 }, items: {} }
    this.players.set(source, data)
    return data
  }

  resource(): ResourceDefinition {
    return {
      kind: 'lua',
      setup: (runtime) => {
        runtime.exports('GetPlayer', (source: unknown) => {
          const data = this.players.get(Number(source))
          return data ? { PlayerData: data, Offline: false, Functions: this.functions(data) } : undefined
        })
      }
    }
  }

  private functions(data: QbPlayerData) {
    return {
      AddMoney: (type: string, amount: unknown) => {
        const value = Number(amount)
        if (!(value >= 0)) return undefined
        const key = type.toLowerCase()
        const balance = data.money[key]
        if (balance === undefined) return false
        data.money[key] = balance + value
        return true
      },
      RemoveMoney: (type: string, amount: unknown) => {
        const key = type.toLowerCase()
        const value = Number(amount)
        if (!(value >= 0)) return undefined
        const balance = data.money[key]
        if (balance === undefined) return false
        if (this.dontAllowMinus.includes(key) && balance - value < 0) return false
        if (balance - value < this.minusLimit) return false
        data.money[key] = balance - value
        return true
      },
      GetMoney: (type: string) => data.money[type.toLowerCase()] ?? false,
      SetPlayerData: (key: string, value: unknown) => void ((data as unknown as Record<string, unknown>)[key] = value)
    }
  }
}

export interface QbItem {
  weight: number
  unique?: boolean
  type?: 'item' | 'weapon'
}

/**
 * qb-inventory 2.0.0 (qbcore-framework/qb-inventory 43334c1) server/functions.lua on the qb-core stand-in's players:
 * CanAddItem 368-410 (`false, 'weight'|'slots'`), AddItem 692-791 (a stackable item joins the FIRST slot of its
 * name whatever its info; weight checked; a weapon gets serie and quality), GetItemsByName 287-301, RemoveItem
 * 802-885 (one slot, first of the name when none given, never more than the slot holds). Config: MaxWeight 120000,
 * MaxSlots 41.
 */
export class FakeQbInventory {
  constructor(
    private readonly core: FakeQbCore,
    readonly items: Record<string, QbItem>,
    readonly maxWeight = 120_000,
    readonly maxSlots = 41
  ) {}

  resource(): ResourceDefinition {
    return {
      kind: 'lua',
      setup: (runtime) => {
        runtime.exports('CanAddItem', (source: number, item: string, amount: number) => this.canAdd(source, item, amount))
        runtime.exports('AddItem', (source: number, item: string, amount: number, slot?: number, info?: Record<string, unknown>) =>
          this.add(source, item, amount, slot, info)
        )
        runtime.exports('GetItemsByName', (source: number, item: string) => this.byName(source, item))
        runtime.exports('RemoveItem', (source: number, item: string, amount: number, slot?: number) =>
          this.remove(source, item, amount, slot)
        )
      }
    }
  }

  private inventory(source: number) {
    return this.core.players.get(Number(source))?.items
  }

  private weight(items: Record<number, QbSlotItem>): number {
    return Object.values(items).reduce((sum, item) => sum + item.weight * item.amount, 0)
  }

  private canAdd(source: number, name: string, amount: number) {
    const item = this.items[name.toLowerCase()]
    const items = this.inventory(source)
    if (!item || !items) return false
    if (this.weight(items) + item.weight * amount > this.maxWeight) return luaReturn(false, 'weight')
    const used = Object.keys(items).length
    if (used >= this.maxSlots && (item.unique || !Object.values(items).some((entry) => entry.name === name)))
      return luaReturn(false, 'slots')
    return true
  }

  private add(source: number, name: string, amount: number, slot?: number, info?: Record<string, unknown>): boolean {
    const item = this.items[name.toLowerCase()]
    const items = this.inventory(source)
    if (!item || !items) return false
    if (this.weight(items) + item.weight * amount > this.maxWeight) return false
    const stack = item.unique ? undefined : Object.values(items).find((entry) => entry.name === name)
    if (stack) {
      stack.amount += amount
      return true
    }
    const free = slot ?? Array.from({ length: this.maxSlots }, (_, index) => index + 1).find((index) => !items[index])
    if (free === undefined) return false
    const extra = item.type === 'weapon' ? { serie: `SERIE${free}`, quality: 100 } : {}
    items[free] = { name, amount, info: { ...(info ?? {}), ...extra }, slot: free, unique: Boolean(item.unique), weight: item.weight }
    return true
  }

  private byName(source: number, name: string) {
    const items = this.inventory(source)
    if (!items) return undefined
    return Object.values(items).filter((entry) => entry.name.toLowerCase() === name.toLowerCase())
  }

  private remove(source: number, name: string, amount: number, slot?: number): boolean {
    const items = this.inventory(source)
    if (!this.items[name.toLowerCase()] || !items) return false
    const target = slot ?? Object.values(items).find((entry) => entry.name.toLowerCase() === name.toLowerCase())?.slot
    const entry = target === undefined ? undefined : items[target]
    if (!entry || entry.name.toLowerCase() !== name.toLowerCase() || entry.amount < amount) return false
    entry.amount -= amount
    if (entry.amount <= 0) delete items[entry.slot]
    return true
  }
}
