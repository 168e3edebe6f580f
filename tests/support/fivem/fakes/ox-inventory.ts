import { luaReturn } from '../boundary.ts'
import type { FiveMServer, ResourceDefinition } from '../fivem-server.ts'
import type { Runtime } from '../runtime.ts'
import { contains, matches, type LuaTable } from './lua-tables.ts'

export interface OxItem {
  weight: number
  stack?: boolean
  /** WEAPON_* items (data/weapons.lua): never stacked, metadata completed on creation. */
  weapon?: boolean
}

export interface OxSlot {
  name: string
  count: number
  metadata: LuaTable
}

interface OxInventory {
  slots: number
  maxWeight: number
  items: Map<number, OxSlot>
}

/**
 * ox_inventory's server exports as overextended/ox_inventory v2.47.7 (83029c69) modules/inventory/server.lua
 * writes them: CanCarryItem 1451-1480, AddItem 1126-1242, GetItemSlots 1299-1326, RemoveItem 1336-1445,
 * GetItemCount 2320-2339; weapons' metadata from modules/items/server.lua Items.Metadata 169-191.
 */
export class FakeOxInventory {
  private readonly inventories = new Map<number, OxInventory>()
  private readonly unloaded = new Map<number, OxInventory>()

  constructor(readonly items: Record<string, OxItem>) {}

  /** A player's inventory, as ox_inventory loads it when their character loads. */
  open(source: number, slots = 50, maxWeight = 30_000): void {
    this.inventories.set(source, { slots, maxWeight, items: new Map() })
  }

  /**
   * The character logs out (character selection, a relog): ox_inventory saves the inventory and drops it, and until the
   * next character loads GetItemCount answers 0 and CanCarryItem nil for that player (modules/inventory/server.lua
   * 2320-2324: no inventory, no count). `reload` brings the saved one back, as the next load does.
   */
  unload(source: number): void {
    const inventory = this.inventories.get(source)
    if (inventory) this.unloaded.set(source, inventory)
    this.inventories.delete(source)
  }

  reload(source: number): void {
    const inventory = this.unloaded.get(source)
    if (inventory) this.inventories.set(source, inventory)
    this.unloaded.delete(source)
  }

  /** What the player gets in game (a shop, a craft): AddItem with no metadata of ours. */
  giveInGame(source: number, name: string, count: number): void {
    this.add(source, name, count)
  }

  slotsOf(source: number): OxSlot[] {
    return [...(this.inventories.get(source)?.items.values() ?? [])]
  }

  count(source: number, name: string): number {
    return this.slotsOf(source)
      .filter((slot) => slot.name === name)
      .reduce((sum, slot) => sum + slot.count, 0)
  }

  resource(): ResourceDefinition {
    return {
      kind: 'lua',
      setup: (runtime: Runtime, _server: FiveMServer) => {
        runtime.exports('CanCarryItem', (inv: number, item: string, count?: number, metadata?: LuaTable) =>
          this.canCarry(inv, item, count ?? 1, metadata)
        )
        runtime.exports('AddItem', (inv: number, item: string, count: unknown, metadata?: LuaTable) => this.add(inv, item, count, metadata))
        runtime.exports('GetItemCount', (inv: number, item: string, metadata?: LuaTable, strict?: boolean) =>
          this.matching(inv, item, metadata, strict ?? false).reduce((sum, [, slot]) => sum + slot.count, 0)
        )
        runtime.exports(
          'RemoveItem',
          (inv: number, item: string, count: unknown, metadata?: LuaTable, _slot?: number, ignoreTotal?: boolean, strict?: boolean) =>
            this.remove(inv, item, count, metadata, ignoreTotal ?? false, strict ?? true)
        )
      }
    }
  }

  private weight(inventory: OxInventory): number {
    return [...inventory.items.values()].reduce((sum, slot) => sum + (this.items[slot.name]?.weight ?? 0) * slot.count, 0)
  }

  private emptySlots(inventory: OxInventory): number[] {
    return Array.from({ length: inventory.slots }, (_, index) => index + 1).filter((slot) => !inventory.items.has(slot))
  }

  private canCarry(inv: number, name: string, count: number, metadata?: LuaTable): boolean | undefined {
    const item = this.items[name]
    const inventory = this.inventories.get(inv)
    if (!item || !inventory) return undefined
    const stackable = item.stack !== false && !item.weapon
    const empty = this.emptySlots(inventory).length
    const sameItem = [...inventory.items.values()].some((slot) => slot.name === name)
    if (!sameItem && empty === 0) return undefined
    if (!stackable && empty < count) return false
    const weight = typeof metadata?.weight === 'number' ? metadata.weight : item.weight
    return this.weight(inventory) + weight * count <= inventory.maxWeight
  }

  private metadataFor(inv: number, name: string, metadata: LuaTable | undefined): LuaTable {
    const given = { ...(metadata ?? {}) }
    if (!this.items[name]?.weapon) return given
    return { durability: 100, ammo: 0, components: [], registered: `player ${inv}`, serial: `SERIAL${inv}`, ...given }
  }

  private add(inv: number, name: string, count: unknown, metadata?: LuaTable) {
    const item = this.items[name]
    if (!item) return luaReturn(false, 'invalid_item')
    if (typeof count !== 'number') return luaReturn(false, 'invalid_count')
    const amount = Math.floor(count + 0.5)
    if (amount <= 0) return luaReturn(false, 'negative_count')
    const inventory = this.inventories.get(inv)
    if (!inventory) return luaReturn(false, 'invalid_inventory')
    const slotMetadata = this.metadataFor(inv, name, metadata)
    if (item.weapon || item.stack === false) {
      const free = this.emptySlots(inventory).slice(0, amount)
      if (free.length < amount) return luaReturn(false, 'inventory_full')
      for (const slot of free) inventory.items.set(slot, { name, count: 1, metadata: this.metadataFor(inv, name, metadata) })
      return luaReturn(
        true,
        free.map((slot) => inventory.items.get(slot))
      )
    }
    const stack = [...inventory.items.entries()].find(([, slot]) => slot.name === name && matches(slot.metadata, slotMetadata))
    const target = stack?.[0] ?? this.emptySlots(inventory)[0]
    if (target === undefined) return luaReturn(false, 'inventory_full')
    const existing = inventory.items.get(target)
    inventory.items.set(target, { name, count: (existing?.count ?? 0) + amount, metadata: slotMetadata })
    return luaReturn(true, inventory.items.get(target))
  }

  private matching(inv: number, name: string, metadata: LuaTable | undefined, strict: boolean): [number, OxSlot][] {
    const inventory = this.inventories.get(inv)
    if (!inventory) return []
    const match = strict ? matches : contains
    return [...inventory.items.entries()].filter(([, slot]) => slot.name === name && (!metadata || match(slot.metadata, metadata)))
  }

  private remove(inv: number, name: string, count: unknown, metadata: LuaTable | undefined, ignoreTotal: boolean, strict: boolean) {
    if (!this.items[name]) return luaReturn(false, 'invalid_item')
    if (typeof count !== 'number') return luaReturn(false, 'invalid_count')
    let left = Math.floor(count + 0.5)
    if (left <= 0) return luaReturn(false, 'negative_count')
    const inventory = this.inventories.get(inv)
    if (!inventory) return luaReturn(false, 'invalid_inventory')
    const slots = this.matching(inv, name, metadata, strict)
    const total = slots.reduce((sum, [, slot]) => sum + slot.count, 0)
    if (left > total) {
      if (!ignoreTotal) return luaReturn(false, 'not_enough_items')
      left = total
    }
    if (left === 0) return luaReturn(false, 'not_enough_items')
    for (const [index, slot] of slots) {
      const taken = Math.min(left, slot.count)
      left -= taken
      if (taken === slot.count) inventory.items.delete(index)
      else slot.count -= taken
      if (left === 0) break
    }
    return true
  }
}
