import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { bootBoutique, grantOf, revocationOf } from '../support/fivem/boutique-server.ts'
import { FakeEsx } from '../support/fivem/fakes/esx.ts'
import { FakeOxInventory } from '../support/fivem/fakes/ox-inventory.ts'
import { FakeQbCore, FakeQbInventory } from '../support/fivem/fakes/qbcore.ts'
import { FakeQbxCore, FakeQbxVehicles } from '../support/fivem/fakes/qbox.ts'
import { runNextTimer } from '../support/fivem/settle.ts'
import { REPO_ROOT } from '../support/web-host.ts'

// The built resource (dist/boutique/server.js) on the FiveM stand-in, with each framework's exports faked as its
// source shows them (tests/support/fivem/fakes/*, each citing its repository and commit).
const OX_ITEMS = {
  repairkit: { weight: 2500 },
  bread: { weight: 150 },
  money: { weight: 0 },
  WEAPON_PISTOL: { weight: 1130, weapon: true }
}
const REPAIRKITS = { kind: 'item', item: 'repairkit', count: 2 }
const PISTOL = { kind: 'weapon', weapon: 'WEAPON_PISTOL', ammo: 24 }
const MONEY = { kind: 'money', amount: 5000 }

const tagged = (id: number, unit = 1, grantIndex = 0) => `boutique-${id}-${unit}-${grantIndex}`

describe('ox_inventory on its own', () => {
  it('gives items, weapons and money, and a refund after `restart boutique` takes back only the tagged ones', async () => {
    const ox = new FakeOxInventory(OX_ITEMS)
    const boutique = bootBoutique({ ox_inventory: ox.resource() })
    expect(boutique.logs()).toContain('[boutique] framework: ox_inventory (gives item, weapon, money)')
    const lucas = boutique.join('Lucas')
    ox.open(lucas.source)
    const pack = grantOf(lucas, 11, [REPAIRKITS, PISTOL, MONEY])
    await boutique.deliver(pack)
    expect(boutique.shop.acknowledged).toEqual([11])
    expect(ox.slotsOf(lucas.source)).toEqual([
      { name: 'repairkit', count: 2, metadata: { boutique: tagged(11) } },
      {
        name: 'WEAPON_PISTOL',
        count: 1,
        metadata: expect.objectContaining({ ammo: 24, boutique: tagged(11, 1, 1), serial: expect.any(String) })
      },
      { name: 'money', count: 5000, metadata: {} }
    ])
    // Bought in game meanwhile: three plain repair kits, another pistol.
    ox.giveInGame(lucas.source, 'repairkit', 3)
    ox.giveInGame(lucas.source, 'WEAPON_PISTOL', 1)

    boutique.server.restart('boutique')
    boutique.server.tick()
    await boutique.deliver(revocationOf(lucas, 12, pack))
    expect(boutique.shop.acknowledged).toEqual([11, 12])
    expect(ox.slotsOf(lucas.source).map(({ name, count }) => [name, count])).toEqual([
      ['repairkit', 3],
      ['WEAPON_PISTOL', 1]
    ])
  })

  it('after `restart ox_inventory` the resource calls the new instance (its exports cache cleared on the queued stop)', async () => {
    const ox = new FakeOxInventory(OX_ITEMS)
    const boutique = bootBoutique({ ox_inventory: ox.resource() })
    const lucas = boutique.join('Lucas')
    ox.open(lucas.source)
    await boutique.deliver(grantOf(lucas, 13, [REPAIRKITS]))
    // Without the cache cleared on the queued onServerResourceStop, this would call the stopped instance.
    boutique.server.restart('ox_inventory')
    boutique.server.tick()
    await boutique.deliver(grantOf(lucas, 14, [REPAIRKITS]))
    expect(boutique.shop.acknowledged).toEqual([13, 14])
    expect(ox.count(lucas.source, 'repairkit')).toBe(4)
  })

  it('a full inventory refuses the grant with its reason: nothing acknowledged, the reason in the console', async () => {
    const ox = new FakeOxInventory(OX_ITEMS)
    const boutique = bootBoutique({ ox_inventory: ox.resource() })
    const emma = boutique.join('Emma')
    ox.open(emma.source, 50, 4000)
    await boutique.deliver(grantOf(emma, 21, [REPAIRKITS]))
    expect(boutique.shop.acknowledged).toEqual([])
    expect(boutique.logs().join('\n')).toContain('inventaire plein : 2 × repairkit ne rentrent pas (ox_inventory)')
  })
})

describe('ESX Legacy', () => {
  const esxItems = { repairkit: { weight: 2500 }, bread: { weight: 150 } }

  it('with ox_inventory: weapons go to ox_inventory (ESX’s addWeapon is empty there), money to the bank account', async () => {
    const ox = new FakeOxInventory(OX_ITEMS)
    const esx = new FakeEsx(esxItems)
    const boutique = bootBoutique({ ox_inventory: ox.resource(), es_extended: esx.resource() })
    expect(boutique.logs()).toContain('[boutique] framework: ESX Legacy + ox_inventory (gives item, weapon, money, vehicle)')
    const lucas = boutique.join('Lucas')
    ox.open(lucas.source)
    const player = esx.login(lucas.source, 'char1:abc', 100)
    const pack = grantOf(lucas, 31, [PISTOL, MONEY])
    await boutique.deliver(pack)
    expect(boutique.shop.acknowledged).toEqual([31])
    expect(ox.count(lucas.source, 'WEAPON_PISTOL')).toBe(1)
    expect(player.loadout).toEqual([])
    expect(player.accounts[0]?.money).toBe(5100)

    boutique.server.restart('boutique')
    boutique.server.tick()
    await boutique.deliver(revocationOf(lucas, 32, pack))
    expect(ox.count(lucas.source, 'WEAPON_PISTOL')).toBe(0)
    expect(player.accounts[0]?.money).toBe(100)
  })

  it('without ox_inventory: items and weapons through the xPlayer; a weapon already owned is refused, not acknowledged', async () => {
    const esx = new FakeEsx(esxItems)
    const boutique = bootBoutique({ es_extended: esx.resource() })
    expect(boutique.logs()).toContain('[boutique] framework: ESX Legacy (gives item, weapon, money, vehicle)')
    const lucas = boutique.join('Lucas')
    const player = esx.login(lucas.source, 'char1:abc')
    const pack = grantOf(lucas, 41, [REPAIRKITS, PISTOL])
    await boutique.deliver(pack)
    expect(boutique.shop.acknowledged).toEqual([41])
    expect(player.inventory.find((item) => item.name === 'repairkit')?.count).toBe(2)
    expect(player.loadout).toEqual([{ name: 'WEAPON_PISTOL', ammo: 24 }])

    await boutique.deliver(grantOf(lucas, 42, [PISTOL]))
    expect(boutique.shop.acknowledged).toEqual([41])
    expect(boutique.logs().join('\n')).toContain('le joueur a déjà l’arme WEAPON_PISTOL')

    await boutique.deliver(revocationOf(lucas, 43, pack))
    expect(player.inventory.find((item) => item.name === 'repairkit')?.count).toBe(0)
    expect(player.loadout).toEqual([])
  })

  it('a player whose character is not loaded yet waits, with the reason', async () => {
    const esx = new FakeEsx(esxItems)
    const boutique = bootBoutique({ es_extended: esx.resource() })
    const lucas = boutique.join('Lucas')
    await boutique.deliver(grantOf(lucas, 51, [MONEY]))
    expect(boutique.shop.acknowledged).toEqual([])
    expect(boutique.logs().join('\n')).toContain('le personnage du joueur n’est pas encore chargé (ESX)')
  })
})

describe('QBCore', () => {
  const qbItems = { repairkit: { weight: 2500 }, weapon_pistol: { weight: 1000, unique: true, type: 'weapon' as const } }

  it('with qb-inventory: items, a tagged weapon and bank money; the refund takes back that weapon, not one bought in game', async () => {
    const core = new FakeQbCore()
    const inventory = new FakeQbInventory(core, qbItems)
    const boutique = bootBoutique({ 'qb-core': core.resource(), 'qb-inventory': inventory.resource() })
    expect(boutique.logs()).toContain('[boutique] framework: QBCore + qb-inventory (gives item, weapon, money, vehicle)')
    const lucas = boutique.join('Lucas')
    const data = core.login(lucas.source, 'ABC12345', 'license:abc', 0)
    data.items[1] = { name: 'weapon_pistol', amount: 1, info: { serie: 'BOUGHT' }, slot: 1, unique: true, weight: 1000 }
    const pack = grantOf(lucas, 61, [REPAIRKITS, PISTOL, MONEY])
    await boutique.deliver(pack)
    expect(boutique.shop.acknowledged).toEqual([61])
    expect(Object.values(data.items).map(({ name, amount, info }) => [name, amount, info.boutique])).toEqual([
      ['weapon_pistol', 1, undefined],
      ['repairkit', 2, undefined],
      ['weapon_pistol', 1, tagged(61, 1, 1)]
    ])
    expect(data.money.bank).toBe(5000)

    boutique.server.restart('boutique')
    boutique.server.tick()
    await boutique.deliver(revocationOf(lucas, 62, pack))
    expect(Object.values(data.items).map(({ name, info }) => [name, info.serie])).toEqual([['weapon_pistol', 'BOUGHT']])
    expect(data.money.bank).toBe(0)
  })

  it('with ox_inventory: items and weapons go to ox_inventory', async () => {
    const core = new FakeQbCore()
    const ox = new FakeOxInventory(OX_ITEMS)
    const boutique = bootBoutique({ 'qb-core': core.resource(), ox_inventory: ox.resource() })
    expect(boutique.logs()).toContain('[boutique] framework: QBCore + ox_inventory (gives item, weapon, money, vehicle)')
    const lucas = boutique.join('Lucas')
    core.login(lucas.source, 'ABC12345', 'license:abc')
    ox.open(lucas.source)
    await boutique.deliver(grantOf(lucas, 71, [REPAIRKITS, PISTOL]))
    expect(boutique.shop.acknowledged).toEqual([71])
    expect([ox.count(lucas.source, 'repairkit'), ox.count(lucas.source, 'WEAPON_PISTOL')]).toEqual([2, 1])
  })

  it('a full inventory is refused with qb-inventory’s reason; a revocation that names no delivery takes nothing back', async () => {
    const core = new FakeQbCore()
    const boutique = bootBoutique({ 'qb-core': core.resource(), 'qb-inventory': new FakeQbInventory(core, qbItems, 3000).resource() })
    const lucas = boutique.join('Lucas')
    core.login(lucas.source, 'ABC12345', 'license:abc', 0)
    await boutique.deliver(grantOf(lucas, 75, [REPAIRKITS]))
    await boutique.deliver({ ...revocationOf(lucas, 76, grantOf(lucas, 74, [PISTOL])), revokesDeliveryId: null })
    expect(boutique.shop.acknowledged).toEqual([])
    expect(boutique.logs().join('\n')).toContain('inventaire plein : 2 × repairkit ne rentrent pas (weight)')
    expect(boutique.logs().join('\n')).toContain('la reprise ne dit pas quelle livraison elle annule')
  })

  it('a refund of more money than the bank allows is refused with its reason', async () => {
    const core = new FakeQbCore()
    const boutique = bootBoutique({ 'qb-core': core.resource(), 'qb-inventory': new FakeQbInventory(core, qbItems).resource() })
    const lucas = boutique.join('Lucas')
    core.login(lucas.source, 'ABC12345', 'license:abc', 0)
    await boutique.deliver(revocationOf(lucas, 82, grantOf(lucas, 81, [{ kind: 'money', amount: 9000 }])))
    expect(boutique.shop.acknowledged).toEqual([])
    expect(boutique.logs().join('\n')).toContain('solde bancaire insuffisant pour reprendre 9000 $')
  })
})

describe('Qbox', () => {
  it('money through qbx_core, a vehicle through qbx_vehicles with the delivery’s plate, items through ox_inventory', async () => {
    const core = new FakeQbxCore()
    const vehicles = new FakeQbxVehicles()
    const ox = new FakeOxInventory(OX_ITEMS)
    const boutique = bootBoutique({ ox_inventory: ox.resource(), qbx_core: core.resource(), qbx_vehicles: vehicles.resource() })
    expect(boutique.logs()).toContain(
      '[boutique] framework: Qbox (qbx_core, qbx_vehicles, ox_inventory) (gives item, weapon, money, vehicle)'
    )
    const lucas = boutique.join('Lucas')
    const player = core.login(lucas.source, 'QBX00001', 'license:abc')
    ox.open(lucas.source)
    vehicles.rows.push({ id: 900, citizenid: 'QBX00001', vehicle: 'sultan', plate: 'INGAME01', garage: 'pillboxgarage', state: 1 })
    const pack = grantOf(lucas, 91, [{ kind: 'vehicle', model: 'sultan' }, MONEY, REPAIRKITS])
    await boutique.deliver(pack)
    expect(boutique.shop.acknowledged).toEqual([91])
    const plate = `B${((91 * 8 + 0) * 64).toString(36).toUpperCase().padStart(7, '0')}`
    expect(vehicles.rows[1]).toMatchObject({ citizenid: 'QBX00001', vehicle: 'sultan', plate, garage: 'pillboxgarage', state: 1 })
    expect(player.money.bank).toBe(5000)
    expect(ox.count(lucas.source, 'repairkit')).toBe(2)

    // The shop hands the same delivery out again (its acknowledgement lost in a restart): no second car.
    boutique.server.restart('boutique')
    boutique.server.tick()
    await boutique.deliver({ ...pack, grants: pack.grants.slice(0, 1) })
    expect(vehicles.rows.filter((row) => row.plate === plate)).toHaveLength(1)

    await boutique.deliver(revocationOf(lucas, 92, pack))
    expect(vehicles.rows.map((row) => row.plate)).toEqual(['INGAME01'])
    expect(player.money.bank).toBe(0)
    expect(ox.count(lucas.source, 'repairkit')).toBe(0)
  })
})

describe('standalone, custom bridges and overrides', () => {
  it('without a framework only the events go out; a bridge registering on boutique:ready survives `restart boutique`', async () => {
    const given: number[] = []
    const bridge = {
      kind: 'lua' as const,
      setup(runtime: import('../support/fivem/runtime.ts').Runtime) {
        runtime.on('boutique:ready', () => {
          runtime.call('boutique', 'registerDeliveryHandler', 'item', (_source: number, grant: { count: number }) => {
            given.push(grant.count)
            return true
          })
        })
      }
    }
    const boutique = bootBoutique({ bridge })
    expect(boutique.logs()).toContain('[boutique] framework: standalone (events only: boutique:deliver, boutique:revoke)')
    const announced: unknown[] = []
    boutique.server
      .runtime('bridge')
      ?.on('boutique:deliver', (source: number, delivery: { id: number }) => announced.push([source, delivery.id]))
    const lucas = boutique.join('Lucas')
    await boutique.deliver(grantOf(lucas, 101, [REPAIRKITS]))
    expect(given).toEqual([2])
    expect(announced).toEqual([[1, 101]])

    boutique.server.restart('boutique')
    boutique.server.tick()
    await boutique.deliver(grantOf(lucas, 102, [REPAIRKITS]))
    expect(given).toEqual([2, 2])
    expect(boutique.shop.acknowledged).toEqual([101, 102])
    expect(boutique.server.logsOf('bridge')).toEqual([])
  })

  it('a handler registered for a kind overrides the adapter for that kind only; its grants are not revoked by the adapter', async () => {
    const esx = new FakeEsx({ repairkit: { weight: 2500 } })
    const paid: number[] = []
    const bridge = {
      kind: 'lua' as const,
      setup(runtime: import('../support/fivem/runtime.ts').Runtime) {
        runtime.on('boutique:ready', () =>
          runtime.call('boutique', 'registerDeliveryHandler', 'money', (_source: number, grant: { amount: number }) => {
            paid.push(grant.amount)
            return true
          })
        )
      }
    }
    const boutique = bootBoutique({ es_extended: esx.resource(), bridge })
    const lucas = boutique.join('Lucas')
    const player = esx.login(lucas.source, 'char1:abc')
    const pack = grantOf(lucas, 111, [MONEY, REPAIRKITS])
    await boutique.deliver(pack)
    expect(paid).toEqual([5000])
    expect(player.accounts[0]?.money).toBe(0)
    expect(player.inventory.find((item) => item.name === 'repairkit')?.count).toBe(2)
    await boutique.deliver(revocationOf(lucas, 112, pack))
    expect(boutique.shop.acknowledged).toEqual([111])
    expect(boutique.logs().join('\n')).toContain('pas de gestionnaire pour « money » (registerRevocationHandler)')
  })

  it('boutique_framework overrides the detection', async () => {
    const boutique = bootBoutique({ es_extended: new FakeEsx({}).resource() }, { boutique_framework: 'standalone' })
    expect(boutique.logs()).toContain('[boutique] framework: standalone (events only: boutique:deliver, boutique:revoke)')
    await runNextTimer(boutique.server, 'boutique')
  })
})

describe('the key', () => {
  it('F2 by default, replicated to the clients; the console says when ox_inventory opens on it too', () => {
    const boutique = bootBoutique({ ox_inventory: new FakeOxInventory(OX_ITEMS).resource() })
    expect(boutique.server.convars.get('boutique_key')).toBe('F2')
    expect(boutique.server.replicatedConvars.has('boutique_key')).toBe(true)
    expect(boutique.logs().join('\n')).toContain(
      'F2 also opens ox_inventory (its convar inventory:keys, default ["F2","K","TAB"]): give the shop another key (set boutique_key "F3")'
    )
  })

  it('boutique_key F3 next to ox_inventory: no warning', () => {
    const boutique = bootBoutique({ ox_inventory: new FakeOxInventory(OX_ITEMS).resource() }, { boutique_key: 'f3' })
    expect(boutique.server.convars.get('boutique_key')).toBe('F3')
    expect(boutique.logs().join('\n')).not.toContain('also opens')
  })

  it('the built manifest requires FXServer 12913 (Node 22, fetch)', () => {
    expect(readFileSync(join(REPO_ROOT, 'dist/boutique/fxmanifest.lua'), 'utf8')).toMatch(/^dependency '\/server:12913'$/m)
  })
})
