import type { Queryable } from '../../db/database.ts'
import { HttpError } from '../../http/http-error.ts'

export interface HomeLists {
  bestSeller: number[]
  shouldInterest: number[]
}

export async function readHomeLists(db: Queryable): Promise<HomeLists> {
  const { rows } = await db.query<{ list: keyof HomeLists; product_id: number }>(
    'select list, product_id from shop_home order by list, position'
  )
  return {
    bestSeller: rows.filter((row) => row.list === 'bestSeller').map((row) => row.product_id),
    shouldInterest: rows.filter((row) => row.list === 'shouldInterest').map((row) => row.product_id)
  }
}

/** The products the home page may show: sold outside the daily shop and active. */
export async function homeCandidates(db: Queryable): Promise<{ id: number; label: string; category: string }[]> {
  const { rows } = await db.query<{ id: number; label: string; category: string }>(
    'select id, label, category from products where active and not is_daily_shop_only order by category, sort_index, id'
  )
  return rows
}

/** Replaces both lists (the shop version moves: shop_home's trigger); a product not on sale is refused. */
export async function replaceHomeLists(tx: Queryable, lists: HomeLists): Promise<void> {
  const ids = [...lists.bestSeller, ...lists.shouldInterest]
  const { rows } = await tx.query<{ id: number }>(
    'select id from products where id = any($1::int[]) and active and not is_daily_shop_only order by id for update',
    [ids]
  )
  const sellable = new Set(rows.map((row) => row.id))
  const refused = ids.filter((id) => !sellable.has(id))
  if (refused.length > 0)
    throw new HttpError(
      400,
      `Produit(s) absent(s), désactivé(s) ou réservé(s) à la boutique journalière : ${[...new Set(refused)].join(', ')}.`
    )
  await tx.query('delete from shop_home')
  for (const list of ['bestSeller', 'shouldInterest'] as const) {
    for (const [position, productId] of lists[list].entries()) {
      await tx.query('insert into shop_home (list, position, product_id) values ($1, $2, $3)', [list, position, productId])
    }
  }
}
