import type { Queryable } from '../db/database.ts'

/** The creator codes a buyer may name, in order. */
export async function activeCreatorCodes(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ code: string }>('select code from creator_codes where active order by code')
  return rows.map((row) => row.code)
}
