import type { Queryable } from '../db/database.ts'
import { DEMO_CREDIT_REASON } from './seed-demo-players.ts'

/** Set at every start in demo mode: the database then holds published passwords and simulated payments. */
export const DEMO_SERVED_KEY = 'demo_mode_served'
/** Set by `npm run demo:forget` (forget-demo.ts): what the demo left was taken away on purpose. */
export const DEMO_FORGOTTEN_KEY = 'demo_forgotten'
/** Set by the demo catalogue's seeding since the first version: a trace of demo mode in databases older than the mark. */
const DEMO_CATALOGUE_SEEDED_KEY = 'demo_catalogue_seeded'

/** In demo mode, at every start: the mark lives in app_state, so a backup, a restore and `npm run db:move` carry it. */
export async function markDemoDatabase(db: Queryable, now: Date): Promise<void> {
  await db.query('insert into app_state (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value', [
    DEMO_SERVED_KEY,
    JSON.stringify({ at: now.toISOString() })
  ])
}

/**
 * Why a live start (SHOP_DEMO=false) must not open this database, or undefined: it served in demo mode, where
 * the demo players log in with a published password and the stand-ins credit payments signed with a public
 * secret. A database older than the mark is recognised by the demo's traces, until the demo is forgotten.
 */
export async function demoServedProblem(db: Queryable): Promise<string | undefined> {
  const { rows } = await db.query<{ key: string }>('select key from app_state where key = any($1::text[])', [
    [DEMO_SERVED_KEY, DEMO_FORGOTTEN_KEY, DEMO_CATALOGUE_SEEDED_KEY]
  ])
  const keys = new Set(rows.map((row) => row.key))
  const served =
    keys.has(DEMO_SERVED_KEY) || (!keys.has(DEMO_FORGOTTEN_KEY) && (keys.has(DEMO_CATALOGUE_SEEDED_KEY) || (await demoCredits(db))))
  if (!served) return undefined
  return (
    'SHOP_DEMO=false : la boutique refuse de démarrer, cette base a servi en mode démo (comptes au mot de passe publié, paiements simulés). ' +
    'Utilisez une nouvelle base (un DATA_DIR vide, ou une base PostgreSQL vide dans DATABASE_URL) ; pour garder ce catalogue, lancez ' +
    'd’abord npm run demo:forget (README, « Going live »).'
  )
}

async function demoCredits(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('select 1 from ledger where reason = $1 limit 1', [DEMO_CREDIT_REASON])
  return rows.length > 0
}
