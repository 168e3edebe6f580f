import type { Queryable } from '../db/database.ts'
import demoCatalogue from './catalogue.json'

/** Set the first time a host starts outside demo mode: the database then belongs to a real shop. */
const LIVE_MARKER_KEY = 'live_mode_started'

const DEMO_PRODUCTS = new Map(demoCatalogue.products.map((product) => [product.id, product.name]))
const DEMO_PACKAGES = demoCatalogue.products.flatMap((product) =>
  'tebexPackageId' in product && typeof product.tebexPackageId === 'number' ? [product.tebexPackageId] : []
)

/** Outside demo mode: marks the database as a real shop's, once. */
export async function markLiveDatabase(db: Queryable, now: Date): Promise<void> {
  await db.query('insert into app_state (key, value) values ($1, $2) on conflict (key) do nothing', [
    LIVE_MARKER_KEY,
    JSON.stringify({ at: now.toISOString() })
  ])
}

/**
 * Why demo mode must not run on this database, or undefined. Its stand-ins log anyone in and credit
 * payments signed with a public secret: a database that served a real shop (the marker), holds a
 * catalogue other than the demo's, or payments for packages the demo does not sell, is a real shop's.
 */
export async function demoDatabaseProblem(db: Queryable): Promise<string | undefined> {
  const refuse = (why: string) =>
    `SHOP_DEMO : le mode démo refuse de démarrer, ${why}. Pour une vraie boutique, mettez SHOP_DEMO=false (README, « Going live »).`
  const live = await db.query('select 1 from app_state where key = $1', [LIVE_MARKER_KEY])
  if (live.rows.length > 0) return refuse('cette base a déjà servi hors mode démo')
  const products = await db.query<{ id: number; name: string }>('select id, name from products')
  const foreign = products.rows.filter((product) => DEMO_PRODUCTS.get(product.id) !== product.name)
  if (foreign.length > 0) {
    return refuse(
      `cette base contient un catalogue qui n'est pas celui de la démo (${foreign.length} produit(s), dont « ${foreign[0]?.name} »)`
    )
  }
  const payments = await db.query<{ n: number }>(
    'select count(*)::int as n from store_transactions where not (package_id = any($1::int[]))',
    [DEMO_PACKAGES]
  )
  const realPayments = payments.rows[0]?.n ?? 0
  if (realPayments > 0) return refuse(`cette base contient ${realPayments} paiement(s) d'une vraie boutique`)
  return undefined
}
