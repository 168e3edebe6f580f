import type { Queryable } from '../../db/database.ts'

/** The stand-in's coupons (percent off the basket); any other code is refused as Tebex refuses it. */
export const SANDBOX_COUPONS: Readonly<Record<string, number>> = { BIENVENUE10: 10, NOEL25: 25 }

export function findCoupon(code: string): { code: string; percent: number } | undefined {
  const canonical = code.trim().toUpperCase()
  const percent = SANDBOX_COUPONS[canonical]
  return percent === undefined ? undefined : { code: canonical, percent }
}

/** Creator codes are the shop's own list (GET /api/getCreators), so both sides agree on which exist. */
export async function findCreatorCode(db: Queryable, code: string): Promise<string | undefined> {
  const { rows } = await db.query<{ code: string }>('select code from creator_codes where active and lower(code) = lower($1)', [
    code.trim()
  ])
  return rows[0]?.code
}
