import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

import type { Connection, RowDataPacket } from 'mysql2/promise'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bootBoutique, grantOf, revocationOf } from '../support/fivem/boutique-server.ts'
import { until } from '../support/fivem/settle.ts'
import { FakeEsx } from '../support/fivem/fakes/esx.ts'
import { FakeOxInventory } from '../support/fivem/fakes/ox-inventory.ts'
import { fakeOxmysql } from '../support/fivem/fakes/oxmysql.ts'
import { FakeQbCore, FakeQbInventory } from '../support/fivem/fakes/qbcore.ts'
import { startMariaDb, type MariaDbServer } from '../support/mariadb-server.ts'
import { REPO_ROOT } from '../support/web-host.ts'

// The adapters' SQL (through the oxmysql stand-in, mysql2 like oxmysql) on a real MariaDB, against each
// framework's own tables (tests/fixtures/frameworks/): vehicles, then the framework's own garage query; characters.
const ADDER_HASH = 3_078_201_489 // joaat('adder') = 0xB779A091
const plateOf = (deliveryId: number, unit = 1, grantIndex = 0) =>
  `B${((deliveryId * 8 + grantIndex) * 64 + unit - 1).toString(36).toUpperCase().padStart(7, '0')}`

let mariadb: MariaDbServer
beforeAll(async () => {
  mariadb = await startMariaDb()
}, 120_000)
afterAll(async () => {
  await mariadb?.stop()
})

async function databaseWith(name: string, fixture: string): Promise<Connection> {
  const connection = await mariadb.database(name)
  const text = await readFile(join(REPO_ROOT, 'tests/fixtures/frameworks', fixture), 'utf8')
  const statements = text
    .split('\n')
    .filter((line) => !line.startsWith('--'))
    .join('\n')
    .split(/;\s*\n/)
  for (const statement of statements) if (statement.trim() !== '') await connection.query(statement)
  return connection
}

async function rows(connection: Connection, query: string, parameters: unknown[]): Promise<RowDataPacket[]> {
  const [result] = await connection.query<RowDataPacket[]>(query, parameters)
  return result
}

describe('ESX vehicles in owned_vehicles (esx_core legacy.sql)', () => {
  it('inserted as esx_vehicleshop does, listed by both esx_garage versions, once across a restart, revoked by plate only', async () => {
    const db = await databaseWith('test_esx_vehicles', 'esx-owned-vehicles.sql')
    const esx = new FakeEsx({})
    const boutique = bootBoutique({ oxmysql: fakeOxmysql(() => db), es_extended: esx.resource() })
    const lucas = boutique.join('Lucas')
    esx.login(lucas.source, 'char1:abc')
    // Bought at the dealership (esx_vehicleshop server/main.lua:159): an adder of the same model.
    await db.query('INSERT INTO owned_vehicles (owner, plate, vehicle) VALUES (?, ?, ?)', [
      'char1:abc',
      'ABC 123',
      JSON.stringify({ model: ADDER_HASH, plate: 'ABC 123' })
    ])
    const pack = grantOf(lucas, 7, [{ kind: 'vehicle', model: 'adder' }], 2)
    await boutique.deliver(pack)
    expect(boutique.shop.acknowledged).toEqual([7])
    const plates = [plateOf(7, 1), plateOf(7, 2)]
    const given = await rows(db, 'SELECT * FROM owned_vehicles WHERE plate IN (?, ?) ORDER BY plate', plates)
    expect(given.map((row) => [row.owner, row.plate, JSON.parse(row.vehicle), row.stored, row.parking])).toEqual(
      plates.map((plate) => ['char1:abc', plate, { model: ADDER_HASH, plate }, 0, null])
    )
    // esx_garage ≤ 1.13 (ESX-Legacy-Addons 582fbc7^ server/main.lua:86): the impound's list.
    const impound = await rows(db, 'SELECT * FROM `owned_vehicles` WHERE `owner` = ? AND `stored` = 0', ['char1:abc'])
    expect(impound.map((row) => row.plate)).toEqual(expect.arrayContaining(plates))
    // esx_garage 1.14.1 (0d02361f server/modules/vehicle.lua:195): every car of the owner.
    const garage = await rows(db, 'SELECT * FROM `owned_vehicles` WHERE `owner` = ?', ['char1:abc'])
    expect(garage).toHaveLength(3)

    boutique.server.restart('boutique')
    boutique.server.tick()
    await boutique.deliver(pack)
    expect(await rows(db, 'SELECT plate FROM owned_vehicles', [])).toHaveLength(3)

    await boutique.deliver(revocationOf(lucas, 8, pack))
    expect((await rows(db, 'SELECT plate FROM owned_vehicles', [])).map((row) => row.plate)).toEqual(['ABC 123'])
    await db.end()
  })
})

describe('QBCore vehicles in player_vehicles (qb-garages player_vehicles.sql)', () => {
  it('inserted as qb-vehicleshop does, garaged where qb-garages lists it; the refund keeps a same-model car bought in game', async () => {
    const db = await databaseWith('test_qb_vehicles', 'qb-player-vehicles.sql')
    const core = new FakeQbCore()
    const boutique = bootBoutique({
      oxmysql: fakeOxmysql(() => db),
      'qb-core': core.resource(),
      'qb-inventory': new FakeQbInventory(core, {}).resource()
    })
    const lucas = boutique.join('Lucas')
    core.login(lucas.source, 'ABC12345', 'license:abc')
    // qb-vehicleshop server.lua:230-239: bought in the showroom, the same model, a newer row.
    const pack = grantOf(lucas, 9, [
      { kind: 'vehicle', model: 'adder' },
      { kind: 'vehicle', model: 'sultan' }
    ])
    await boutique.deliver(pack)
    await db.query(
      'INSERT INTO player_vehicles (license, citizenid, vehicle, hash, mods, plate, garage, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ['license:abc', 'ABC12345', 'adder', String(ADDER_HASH | 0), '{}', '12ABC345', 'pillboxgarage', 0]
    )
    expect(boutique.shop.acknowledged).toEqual([9])
    // qb-garages a7c974b server.lua:90: the garage's list.
    const listed = await rows(db, 'SELECT * FROM player_vehicles WHERE citizenid = ? AND garage = ?', ['ABC12345', 'pillboxgarage'])
    expect(listed.map((row) => [row.vehicle, row.plate, row.state, row.license, row.hash])).toEqual([
      ['adder', plateOf(9, 1, 0), 1, 'license:abc', String(ADDER_HASH | 0)],
      ['sultan', plateOf(9, 1, 1), 1, 'license:abc', expect.any(String)],
      ['adder', '12ABC345', 0, 'license:abc', String(ADDER_HASH | 0)]
    ])

    await boutique.deliver(revocationOf(lucas, 10, pack))
    expect((await rows(db, 'SELECT plate FROM player_vehicles', [])).map((row) => row.plate)).toEqual(['12ABC345'])
    await db.end()
  })
})

describe('characters pushed to the shop as the framework loads them', () => {
  it('ESX: every character of the license from users, the loaded one active; a delivery for it goes through', async () => {
    const db = await databaseWith('test_esx_users', 'esx-users.sql')
    const insert = 'INSERT INTO users (identifier, ssn, firstname, lastname, dateofbirth, height, id) VALUES (?, ?, ?, ?, ?, ?, ?)'
    await db.query(insert, ['char1:abc', '1', 'Lucas', 'Martin', '01/02/1990', 180, 1])
    await db.query(insert, ['char2:abc', '2', 'Léa', 'Martin', '03/04/1995', 165, 2])
    await db.query(insert, ['char1:xabc', '3', 'Autre', 'Joueur', '05/06/1980', 170, 3])
    const esx = new FakeEsx({ repairkit: { weight: 1 } })
    const boutique = bootBoutique({ oxmysql: fakeOxmysql(() => db), es_extended: esx.resource() })
    const lucas = boutique.join('Lucas')
    esx.login(lucas.source, 'char1:abc')
    // es_extended server/main.lua:348: TriggerEvent("esx:playerLoaded", playerId, xPlayer, isNew)
    boutique.server.runtime('es_extended')?.emit('esx:playerLoaded', lucas.source, { identifier: 'char1:abc' }, false)
    await until(() => boutique.shop.calls.some((call) => (call.body as { characters?: unknown })?.characters), 'the characters pushed')
    const pushed = boutique.shop.calls.find((call) => (call.body as { characters?: unknown })?.characters)?.body as {
      characters: unknown[]
    }
    expect(pushed.characters).toEqual([
      { id: 'char1:abc', firstname: 'Lucas', lastname: 'Martin', dob: '01/02/1990', pob: '', height: 180 },
      { id: 'char2:abc', firstname: 'Léa', lastname: 'Martin', dob: '03/04/1995', pob: '', height: 165 }
    ])
    const forLucas = { ...grantOf(lucas, 13, [{ kind: 'item', item: 'repairkit', count: 1 }]) }
    await boutique.deliver({ ...forLucas, character: { gameId: 'char1:abc', firstname: 'Lucas', lastname: 'Martin' } })
    await boutique.deliver({ ...forLucas, id: 14, character: { gameId: 'char2:abc', firstname: 'Léa', lastname: 'Martin' } })
    expect(boutique.shop.acknowledged).toEqual([13])
    await db.end()
  })

  it('QBCore: every citizenid of the license from players, already loaded when the resource starts', async () => {
    const db = await databaseWith('test_qb_players', 'qb-players.sql')
    const insert =
      "INSERT INTO players (citizenid, license, name, money, charinfo, job, position, metadata) VALUES (?, ?, 'Lucas', '{}', ?, '{}', '{}', '{}')"
    await db.query(insert, [
      'ABC12345',
      'license:abc',
      JSON.stringify({ firstname: 'Lucas', lastname: 'Martin', birthdate: '1990-02-01', nationality: 'France' })
    ])
    await db.query(insert, ['OTHER999', 'license:zzz', JSON.stringify({ firstname: 'Autre', lastname: 'Joueur', birthdate: '1980-01-01' })])
    const core = new FakeQbCore()
    const boutique = bootBoutique({ oxmysql: fakeOxmysql(() => db), 'qb-core': core.resource() })
    const lucas = boutique.join('Lucas')
    core.login(lucas.source, 'ABC12345', 'license:abc')
    boutique.server.restart('boutique')
    boutique.server.tick()
    await until(() => boutique.shop.calls.some((call) => (call.body as { characters?: unknown })?.characters), 'the characters pushed')
    const pushed = boutique.shop.calls.find((call) => (call.body as { characters?: unknown })?.characters)?.body as {
      characters: unknown[]
    }
    expect(pushed.characters).toEqual([
      { id: 'ABC12345', firstname: 'Lucas', lastname: 'Martin', dob: '1990-02-01', pob: 'France', height: 0 }
    ])
    await db.end()
  })

  it('a refund while the character is unloaded (character selection) waits, and takes back once it loads again', async () => {
    const db = await databaseWith('test_qb_selection', 'qb-players.sql')
    await db.query(
      "INSERT INTO players (citizenid, license, name, money, charinfo, job, position, metadata) VALUES (?, ?, 'Lucas', '{}', ?, '{}', '{}', '{}')",
      ['ABC12345', 'license:abc', JSON.stringify({ firstname: 'Lucas', lastname: 'Martin', birthdate: '1990-02-01' })]
    )
    const core = new FakeQbCore()
    const ox = new FakeOxInventory({ repairkit: { weight: 2500 } })
    const boutique = bootBoutique({ oxmysql: fakeOxmysql(() => db), 'qb-core': core.resource(), ox_inventory: ox.resource() })
    const lucas = boutique.join('Lucas')
    const pushes = () => boutique.shop.calls.filter((call) => (call.body as { characters?: unknown })?.characters).length
    // qb-core server/player.lua:458 and 351: the character loads, then logs out to the selection screen.
    const loads = () => {
      const data = core.login(lucas.source, 'ABC12345', 'license:abc')
      ox.reload(lucas.source)
      boutique.server.trigger('QBCore:Server:PlayerLoaded', [{ PlayerData: data }], '', undefined)
    }
    loads()
    await until(() => pushes() === 1, 'the character pushed')
    ox.open(lucas.source)
    const character = { gameId: 'ABC12345', firstname: 'Lucas', lastname: 'Martin' }
    const pack = { ...grantOf(lucas, 91, [{ kind: 'item', item: 'repairkit', count: 2 }]), character }
    await boutique.deliver(pack)
    expect([boutique.shop.acknowledged, ox.count(lucas.source, 'repairkit')]).toEqual([[91], 2])

    core.players.delete(lucas.source)
    ox.unload(lucas.source)
    boutique.server.trigger('QBCore:Server:OnPlayerUnload', [lucas.source], '', undefined)
    const refund = { ...revocationOf(lucas, 92, pack), character }
    await boutique.deliver(refund)
    expect(boutique.shop.acknowledged).toEqual([91])
    expect(boutique.shop.callsTo('/api/server/deliveries/92/release')).toHaveLength(1)
    const claim = boutique.shop.callsTo('/api/server/deliveries/claim').at(-1)?.body as { players: { characters: string[] }[] }
    expect(claim.players[0]?.characters).toEqual([])

    loads()
    await until(() => pushes() === 2, 'the character pushed again')
    await boutique.deliver(refund)
    expect([boutique.shop.acknowledged, ox.count(lucas.source, 'repairkit')]).toEqual([[91, 92], 0])
    await db.end()
  })
})
