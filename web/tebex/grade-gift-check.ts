import type { Queryable } from '../db/database.ts'
import { GRADE_RANKS } from './grade-ranks.ts'

export type GiftCheck = { ok: true } | { ok: false; reason: 'product_not_found' } | { ok: false; reason: 'grade_held'; nickname: string }

/**
 * A Grade can only be given to a player below it: one who holds it or a higher one (by the rank
 * the badge shows, or by a Grade still paid for) would be charged for nothing. Other products: always.
 */
export async function checkGift(db: Queryable, productId: number, targetId: number): Promise<GiftCheck> {
  const product = await db.query<{ category: string; grants: { kind: string; tier?: number }[] }>(
    `select category, grants from products where id = $1 and active and money_type = 'cash'`,
    [productId]
  )
  const row = product.rows[0]
  if (!row) return { ok: false, reason: 'product_not_found' }
  const tier = Math.max(0, ...row.grants.flatMap((grant) => (grant.kind === 'grade' && grant.tier ? [grant.tier] : [])))
  if (tier === 0) return { ok: true }
  const target = await db.query<{ username: string; rank: string; paid: number | null }>(
    `select a.username, a.rank,
            (select max((g->>'tier')::int) from store_transactions s join products p on p.id = s.product_id,
                    jsonb_array_elements(p.grants) g
              where coalesce(s.gift_to_account_id, s.account_id) = a.id and s.status in ('complete', 'dispute_opened')
                and g->>'kind' = 'grade') as paid
       from accounts a where a.id = $1`,
    [targetId]
  )
  const held = target.rows[0]
  if (!held) return { ok: true }
  const heldTier = Math.max(GRADE_RANKS.indexOf(held.rank as (typeof GRADE_RANKS)[number]) + 1, held.paid ?? 0)
  return heldTier >= tier ? { ok: false, reason: 'grade_held', nickname: held.username } : { ok: true }
}
