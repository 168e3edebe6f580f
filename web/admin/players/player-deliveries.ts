import type { DeliveryState } from '../../../src/core/contract/back-office-deliveries.ts'
import type { Queryable } from '../../db/database.ts'
import { deliveryStateSql } from '../../deliveries/delivery-state.ts'
import { cancellable, requeueable } from './delivery-rules.ts'
import { iso, isoOrNull } from './player-rows.ts'

const RECENT_DELIVERIES = 100

interface DeliveryRow {
  id: number
  server_name: string
  label: string
  kind: string
  quantity: number
  status: DeliveryState['status']
  state: DeliveryState['state']
  attempts: number
  failures: number
  last_error: string | null
  retry_at: Date | null
  granted: number
  grants_total: number
  claimed_until: Date | null
  delivered_at: Date | null
  created_at: Date
  character: string | null
  order_id: number | null
  store_transaction_id: string | null
}

/** A player's deliveries per server, newest first, each with its state (docs/in-game.md#delivery-states). */
export async function readPlayerDeliveries(db: Queryable, accountId: number, now: Date): Promise<DeliveryState[]> {
  const { rows } = await db.query<DeliveryRow>(
    `select d.id::int as id, d.server_name, coalesce(l.label, p.label, s.package_name, '') as label, d.kind, d.quantity, d.status,
            ${deliveryStateSql('$2')} as state, d.attempts, d.failures, d.last_error, d.retry_at,
            cardinality(d.granted_steps) as granted, d.quantity * jsonb_array_length(d.grants) as grants_total,
            d.claimed_until, d.delivered_at, d.created_at,
            c.firstname || ' ' || c.lastname as character, l.order_id::int as order_id, d.store_transaction_id
       from deliveries d
       left join order_lines l on l.id = d.order_line_id
       left join store_transactions s on s.txn_id = d.store_transaction_id
       left join products p on p.id = s.product_id
       left join characters c on c.id = d.character_id
      where d.account_id = $1 order by d.server_name, d.id desc limit $3`,
    [accountId, now, RECENT_DELIVERIES]
  )
  return rows.map((row) => ({
    id: row.id,
    serverName: row.server_name,
    label: row.label,
    kind: row.kind,
    quantity: row.quantity,
    status: row.status,
    state: row.state,
    ...allowed(row, now),
    attempts: row.attempts,
    failures: row.failures,
    lastError: row.last_error,
    retryAt: isoOrNull(row.retry_at),
    granted: row.granted,
    grantsTotal: row.grants_total,
    claimedUntil: isoOrNull(row.claimed_until),
    deliveredAt: isoOrNull(row.delivered_at),
    createdAt: iso(row.created_at),
    character: row.character,
    orderId: row.order_id,
    storeTransactionId: row.store_transaction_id
  }))
}

function allowed(row: DeliveryRow, now: Date): { canRequeue: boolean; canCancel: boolean } {
  const facts = { status: row.status, failures: row.failures, flagged: row.state === 'review', claimedUntil: row.claimed_until }
  return { canRequeue: requeueable(facts, now), canCancel: cancellable(facts, now) }
}
