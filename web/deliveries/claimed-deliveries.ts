import type { Delivery } from '../../src/core/contract/game-server.ts'
import type { Queryable } from '../db/database.ts'

/**
 * What the game needs of each delivery a `claimed` CTE returned (the rows just claimed):
 * its owner's identifiers and character, its product, its grants and the grants already given.
 */
const CLAIMED_SELECT = `
  select d.id::int as id, d.kind, l.order_id::int as order_id, d.server_name, d.account_id,
         coalesce((select array_agg(i.identifier order by i.identifier) from account_identifiers i
                    where i.account_id = d.account_id), '{}') as identifiers,
         c.game_id, c.firstname, c.lastname,
         coalesce(l.product_id, s.product_id, s.package_id) as product_id,
         coalesce(l.name, p.name, s.package_name) as name, coalesce(l.label, p.label, s.package_name) as label,
         coalesce(p.category, '') as category, d.quantity, d.grants, d.attempts, d.created_at, d.granted_steps,
         d.revokes_delivery_id::int as revokes_delivery_id
    from claimed d
    left join order_lines l on l.id = d.order_line_id
    left join store_transactions s on s.txn_id = d.store_transaction_id
    left join products p on p.id = coalesce(l.product_id, s.product_id)
    left join characters c on c.id = d.character_id
   order by d.id`

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
  granted_steps: string[]
  revokes_delivery_id: number | null
}

/** Runs `with claimed as (<claimUpdate> returning *)` and reads the claimed deliveries as the game gets them. */
export async function readClaimed(db: Queryable, claimUpdate: string, params: unknown[]): Promise<Delivery[]> {
  const { rows } = await db.query<ClaimedRow>(`with ${claimUpdate} ${CLAIMED_SELECT}`, params)
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
    createdAt: new Date(row.created_at).toISOString(),
    grantedSteps: row.granted_steps,
    revokesDeliveryId: row.revokes_delivery_id
  }
}
