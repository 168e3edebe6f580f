import { callExport, type FrameworkCalls } from './framework-calls.ts'
import { sql } from './oxmysql.ts'
import type { CharacterSource } from './character-source.ts'

/** A player's server id as an event carries it (a number, or its text). */
const serverId = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : undefined)

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 40) : fallback)

// esx_core 1.13.5: TriggerEvent("esx:playerLoaded", playerId, xPlayer, isNew) ([core]/es_extended/server/main.lua:348),
// "esx:playerLogout"(playerId) (main.lua:401); users (identifier, firstname, lastname, dateofbirth, height)
// ([SQL]/legacy.sql:387-416); esx_multicharacter ids are `char<N>:<license>` ([core]/esx_multicharacter).
export function esxCharacters(calls: FrameworkCalls): CharacterSource {
  return {
    loadedEvent: 'esx:playerLoaded',
    loaded: ([playerId, xPlayer]) => {
      const identifier = (xPlayer as { identifier?: unknown } | null)?.identifier
      const source = serverId(playerId)
      return typeof identifier === 'string' && source ? { source, characterId: identifier } : undefined
    },
    unloadedEvent: 'esx:playerLogout',
    unloaded: ([playerId]) => serverId(playerId),
    async playing(source) {
      const identifier = await callExport(calls, 'es_extended', 'RunStaticPlayerMethod', source, 'getIdentifier')
      return typeof identifier === 'string' ? identifier : undefined
    },
    async list(_source, characterId) {
      const license = characterId.includes(':') ? characterId.slice(characterId.indexOf(':') + 1) : characterId
      const rows = (await sql(calls).query(
        'SELECT identifier, firstname, lastname, dateofbirth, height FROM users WHERE identifier = ? OR identifier LIKE ?',
        [license, `char%:${license}`]
      )) as Record<string, unknown>[] | null
      return (rows ?? []).map((row) => ({
        id: String(row.identifier),
        firstname: text(row.firstname, '?'),
        lastname: text(row.lastname, '?'),
        dob: text(row.dateofbirth, '?'),
        pob: '',
        height: Math.min(300, Math.max(0, Number(row.height) || 0))
      }))
    }
  }
}

// qb-core 37d3b848: TriggerEvent('QBCore:Server:PlayerLoaded', player) (server/player.lua:458),
// 'QBCore:Server:OnPlayerUnload'(source) (351); players (citizenid, license, charinfo JSON) (qbcore.sql:1-19).
// qbx_core 959b77b triggers the same two events (server/player.lua:1064, 747) over the same players table.
export function qbCharacters(calls: FrameworkCalls, core: 'qb-core' | 'qbx_core'): CharacterSource {
  const licenseOf = async (source: number) =>
    ((await callExport(calls, core, 'GetPlayer', source)) as { PlayerData?: { license?: unknown } } | null)?.PlayerData?.license
  return {
    loadedEvent: 'QBCore:Server:PlayerLoaded',
    loaded: ([player]) => {
      const data = (player as { PlayerData?: { source?: unknown; citizenid?: unknown } } | null)?.PlayerData
      const source = serverId(data?.source)
      return typeof data?.citizenid === 'string' && source ? { source, characterId: data.citizenid } : undefined
    },
    unloadedEvent: 'QBCore:Server:OnPlayerUnload',
    unloaded: ([source]) => serverId(source),
    async playing(source) {
      const player = (await callExport(calls, core, 'GetPlayer', source)) as { PlayerData?: { citizenid?: unknown } } | null
      return typeof player?.PlayerData?.citizenid === 'string' ? player.PlayerData.citizenid : undefined
    },
    async list(source) {
      const license = await licenseOf(source)
      const rows = (await sql(calls).query('SELECT citizenid, charinfo FROM players WHERE license = ?', [license])) as
        Record<string, unknown>[] | null
      return (rows ?? []).map((row) => {
        const info = parseInfo(row.charinfo)
        return {
          id: String(row.citizenid),
          firstname: text(info.firstname, '?'),
          lastname: text(info.lastname, '?'),
          dob: text(info.birthdate, '?'),
          pob: text(info.nationality, ''),
          height: 0
        }
      })
    }
  }
}

function parseInfo(value: unknown): Record<string, unknown> {
  if (typeof value !== 'string') return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  try {
    const parsed: unknown = JSON.parse(value)
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
