import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { Database } from '../web/db/database.ts'
import { openPgliteDatabase } from '../web/db/pglite-database.ts'
import { openPostgresDatabase } from '../web/db/postgres-database.ts'
import { callHost, playerFromGame, type HostPlayer } from '../tests/support/host-players.ts'
import { addOfflineDeliveries } from '../tests/support/waiting-deliveries.ts'
import type { WebHost } from '../tests/support/web-host.ts'
import { freshDatabaseUrl, SERVER_KEY, startHostOn, type DatabaseKind } from './databases.ts'

export const WAITING = 100_000
/** Accounts the waiting deliveries belong to: 100 each, none of them online during the run. */
const OFFLINE_OWNERS = 1_000
/** Players the claim says are online; the first BUYERS of them buy between rounds. */
export const ONLINE = 300
export const BUYERS = 30
const BATCH = 20
export const METRICS_TOKEN = 'bench-metrics-token-'.padEnd(40, 'm')

export interface ClaimPlace {
  kind: DatabaseKind
  url: string | undefined
  dataDir: string
}

export interface FilledPlace {
  place: ClaimPlace
  buyers: HostPlayer[]
  /** How the 100,000 rows were made, for BENCHMARKS.md. */
  filled: string
}

/**
 * A fresh database of that kind, its players made through the game-server API as the resource makes them
 * (1,000 offline owners with characters `offline-N`, 300 online players, 30 of whom log in to buy), then
 * 100,000 deliveries for the offline owners inserted in SQL (tests/support/waiting-deliveries.ts).
 */
export async function fillPlace(kind: DatabaseKind): Promise<FilledPlace> {
  const place: ClaimPlace = { kind, url: await freshDatabaseUrl(kind), dataDir: await mkdtemp(join(tmpdir(), 'boutique-bench-claim-')) }
  const host = await startHostOn(place.url, place.dataDir)
  console.info(`[bench] delivery claim, ${kind}: players through the game-server API…`)
  const buyers = await makePlayers(host).finally(() => host.stop())
  console.info(`[bench] delivery claim, ${kind}: ${WAITING} waiting deliveries in SQL…`)
  const started = Date.now()
  const analyzed = await withDatabase(place, async (db) => {
    await addOfflineDeliveries(db, WAITING)
    // PostgreSQL's autovacuum analyzes a table soon after a bulk insert; PGlite (single-user) has no autovacuum.
    if (kind === 'PostgreSQL') await db.query('analyze orders, order_lines, deliveries')
    return kind === 'PostgreSQL'
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const filled = `${WAITING.toLocaleString('en')} deliveries for ${OFFLINE_OWNERS.toLocaleString('en')} offline owners inserted in SQL in ${seconds} s (the sales rollups' triggers off)${analyzed ? ', then `analyze` (what autovacuum does soon after)' : ' (no analyze: PGlite has no autovacuum)'}`
  return { place, buyers, filled }
}

async function makePlayers(host: WebHost): Promise<HostPlayer[]> {
  await inBatches(OFFLINE_OWNERS, (number) => putPlayer(host, 700_000 + number, `offline-${number}`, 'Absent'))
  const buyers: HostPlayer[] = []
  await inBatches(BUYERS, async (number) => {
    buyers[number - 1] = await playerFromGame(host.url, SERVER_KEY, number, 1_000_000)
  })
  await inBatches(ONLINE - BUYERS, (number) => putPlayer(host, 800_000 + BUYERS + number, `load-${BUYERS + number}`, 'Joueur'))
  return buyers
}

/** PUT /api/server/players/fivem:N with one character, as the resource does when a player joins. */
async function putPlayer(host: WebHost, fivem: number, characterId: string, firstname: string): Promise<void> {
  const character = { id: characterId, firstname, lastname: `N${fivem}`, dob: '01/01/2000', pob: 'Paris', height: 175 }
  const player = { name: `${firstname} ${fivem}`, serverName: 'main', characters: [character] }
  const response = await callHost(host.url, 'PUT', `/api/server/players/fivem:${fivem}`, player, {
    authorization: `Bearer ${SERVER_KEY}`
  })
  if (response.status !== 200) throw new Error(`PUT player ${fivem}: HTTP ${response.status} ${await response.text()}`)
}

/** `work(1)` to `work(count)`, BATCH at a time. */
async function inBatches(count: number, work: (number: number) => Promise<void>): Promise<void> {
  for (let first = 1; first <= count; first += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, count - first + 1) }, (_, index) => first + index)
    await Promise.all(numbers.map(work))
  }
}

/** The database opened by the bench itself, between web hosts (PGlite's folder takes one process at a time). */
export async function withDatabase<T>(place: ClaimPlace, work: (db: Database) => Promise<T>): Promise<T> {
  const db = place.url ? openPostgresDatabase(place.url, 2) : await openPgliteDatabase(join(place.dataDir, 'pglite'))
  try {
    return await work(db)
  } finally {
    await db.close()
  }
}

/** After the run: the waiting deliveries must all still be pending, never claimed (attempts 0). Empty when so. */
export async function touchedWaiting(place: ClaimPlace): Promise<string[]> {
  const { rows } = await withDatabase(place, (db) =>
    db.query<{ status: string; attempts: number; count: number }>(
      `select d.status, d.attempts, count(*)::int as count from deliveries d join characters c on c.id = d.character_id
        where c.game_id like 'offline-%' group by d.status, d.attempts order by 1, 2`
    )
  )
  const untouched = rows.length === 1 && rows[0]?.status === 'pending' && rows[0].attempts === 0 && rows[0].count === WAITING
  if (untouched) return []
  const seen = rows.map((row) => `${row.count} ${row.status} (attempts ${row.attempts})`).join(', ')
  return [`${place.kind}: the ${WAITING.toLocaleString('en')} waiting deliveries were touched: ${seen}`]
}
