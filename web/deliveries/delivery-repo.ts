import type { Delivery } from '../../src/core/contract/game-server.ts'
import type { Database } from '../db/database.ts'

export interface ClaimRequest {
  serverName: string
  limit: number
  now: Date
  claimedUntil: Date
}

interface ClaimedRow {
  id: number
  kind: 'grant' | 'revoke'
  order_id: number | null
  server_name: string
  identifiers: string[]
  account_id: number
  game_id: string | null
  firstname: string | null
  lastname: string | null
  product_id: number
  name: string
  label: string
  category: string
  quantity: number
  grants: Record<string, unknown>[]
  attempts: number
  created_at: Date | string
}

/**
 * Claims the server's pending deliveries, and those whose claim ran out, in one statement:
 * SKIP LOCKED lets concurrent callers take disjoint sets, never the same delivery.
 * A delivery comes from a Unions order line (for a character) or from a store payment (for the account).
 */
export async function claimDeliveries(db: Database, claim: ClaimRequest): Promise<Delivery[]> {
  const { rows } = await db.query<ClaimedRow>(
    `with claimed as (
       update deliveries set status = 'claimed', claimed_until = $3, attempts = attempts + 1
        where id in (
          select id from deliveries
           where server_name = $1 and (status = 'pending' or (status = 'claimed' and claimed_until <= $2))
           order by id limit $4 for update skip locked)
       returning *)
     select d.id::int as id, d.kind, l.order_id::int as order_id, d.server_name, d.account_id,
            coalesce((select array_agg(i.identifier order by i.identifier) from account_identifiers i
                       where i.account_id = d.account_id), '{}') as identifiers,
            c.game_id, c.firstname, c.lastname,
            coalesce(l.product_id, s.product_id, s.package_id) as product_id,
            coalesce(l.name, p.name, s.package_name) as name, coalesce(l.label, p.label, s.package_name) as label,
            coalesce(p.category, '') as category, d.quantity, d.grants, d.attempts, d.created_at
       from claimed d
       left join order_lines l on l.id = d.order_line_id
       left join store_transactions s on s.txn_id = d.store_transaction_id
       left join products p on p.id = coalesce(l.product_id, s.product_id)
       left join characters c on c.id = d.character_id
      order by d.id`,
    [claim.serverName, claim.now, claim.claimedUntil, claim.limit]
  )
  return rows.map(deliveryFromRow)
}

function deliveryFromRow(row: ClaimedRow): Delivery {
  return {
    id: row.id,
    kind: row.kind,
    orderId: row.order_id,
    serverName: row.server_name,
    identifiers: row.identifiers,
    accountId: row.account_id,
    character: row.game_id === null ? null : { gameId: row.game_id, firstname: row.firstname ?? '', lastname: row.lastname ?? '' },
    product: { id: row.product_id, name: row.name, label: row.label, category: row.category },
    quantity: row.quantity,
    grants: row.grants,
    attempts: row.attempts,
    createdAt: new Date(row.created_at).toISOString()
  }
}

/**
 * Marks claimed deliveries delivered, even when their claim ran out meanwhile (the game did grant
 * them). Pending, delivered and unknown ids are left alone and not answered.
 */
export async function acknowledgeDeliveries(db: Database, ids: number[], now: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `update deliveries set status = 'delivered', delivered_at = $2, claimed_until = null
      where id = any($1::bigint[]) and status = 'claimed' returning id::int as id`,
    [ids, now]
  )
  return rows.map((row) => row.id).sort((a, b) => a - b)
}
