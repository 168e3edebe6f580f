import { applyCatalogue } from '../catalog/apply-catalogue.ts'
import { validateCatalogue } from '../catalog/validate-catalogue.ts'
import type { Database } from '../db/database.ts'
import demoCatalogue from './catalogue.json'

const SEEDED_KEY = 'demo_catalogue_seeded'

/** Seeds the demo catalogue once; later starts keep what changed since (stocks, imports). */
export async function seedDemoCatalogue(db: Database, now: Date): Promise<boolean> {
  // An admin's own catalogue is never replaced by the demo one.
  const { rows } = await db.query('select 1 from app_state where key = $1 union all select 1 from products limit 1', [SEEDED_KEY])
  if (rows.length > 0) return false
  const validation = validateCatalogue(demoCatalogue)
  if (!validation.ok) {
    throw new Error(`Le catalogue de démo est invalide : ${JSON.stringify(validation.rejections, null, 2)}`)
  }
  await applyCatalogue(db, validation.catalogue)
  await db.query('insert into app_state (key, value) values ($1, $2) on conflict (key) do nothing', [
    SEEDED_KEY,
    JSON.stringify({ at: now.toISOString() })
  ])
  return true
}
