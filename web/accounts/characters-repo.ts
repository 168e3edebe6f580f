import type { Character } from '../../src/core/contract/account.ts'
import type { Queryable } from '../db/database.ts'

/**
 * The account's active characters on one game server. `bought`: what the basket needs to keep each line
 * within a product's characterLimit, counted as buyProducts does.
 */
export async function charactersOnServer(db: Queryable, accountId: number, serverName: string): Promise<Character[]> {
  const { rows } = await db.query<Character>(
    `select c.id, c.firstname, c.lastname, c.dob, c.pob, c.height, c.server_name as "serverName",
            coalesce((select json_object_agg(u.product_id, u.units) from (
              select l.product_id, sum(l.quantity)::int as units from orders o
                join order_lines l on l.order_id = o.id join products p on p.id = l.product_id
               where o.character_id = c.id and p.character_limit > 0 group by l.product_id) u), '{}') as bought
       from characters c where c.account_id = $1 and c.server_name = $2 and c.active order by c.id`,
    [accountId, serverName]
  )
  return rows
}
