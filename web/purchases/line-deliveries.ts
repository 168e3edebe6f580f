import type { LineDelivery } from '../../src/core/contract/transactions.ts'
import { deliveryStateSql } from '../deliveries/delivery-state.ts'

/**
 * docs/history.md#delivery: the deliveries (not revocations) of the history line whose deliveries match
 * `match` (e.g. `d.order_line_id = l.id`), as JSON, each with the player's view of its state. `now` is the SQL
 * parameter holding the current time. Taken back: a revocation of it exists that was not cancelled.
 */
export function lineDeliveriesSql(match: string, now: string): string {
  return `(select coalesce(jsonb_agg(jsonb_build_object(
            'state', case when exists (select 1 from deliveries r where r.revokes_delivery_id = d.id and r.status <> 'cancelled')
                          then 'taken_back' else ${deliveryStateSql(now)} end,
            'at', d.delivered_at, 'character', dc.firstname || ' ' || dc.lastname, 'server', d.server_name) order by d.id), '[]')
     from deliveries d left join characters dc on dc.id = d.character_id
    where ${match} and d.kind = 'grant')`
}

export interface StoredDelivery {
  state: 'waiting_player' | 'in_progress' | 'delivered' | 'review' | 'cancelled' | 'taken_back'
  at: string | null
  character: string | null
  server: string
}

/** What the player reads: a delivery staff must look at is, for them, still being delivered. */
export function toLineDeliveries(stored: StoredDelivery[], serverLabel: (name: string) => string): LineDelivery[] {
  return stored.map((delivery) => ({
    state: delivery.state === 'waiting_player' ? 'waiting' : delivery.state === 'review' ? 'in_progress' : delivery.state,
    at: delivery.at === null ? null : new Date(delivery.at).toISOString(),
    character: delivery.character,
    server: serverLabel(delivery.server)
  }))
}
