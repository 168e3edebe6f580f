import { OWNER_CAN_TAKE } from './owner-can-take.ts'

/**
 * docs/in-game.md#delivery-states: where a delivery is, from its row `d` and whether the player its game server last said was
 * online can take it (game_presence, replaced at each claim). `now` is the SQL parameter holding the current time.
 */
export function deliveryStateSql(now: string): string {
  return `case
    when d.status = 'cancelled' then 'cancelled'
    when d.status = 'delivered' then 'delivered'
    when d.flagged_at is not null then 'review'
    when d.status = 'claimed' and d.claimed_until > ${now} then 'in_progress'
    when exists (select 1 from game_presence p where p.server_name = d.server_name and p.account_id = d.account_id
                   and ${OWNER_CAN_TAKE}) then 'in_progress'
    else 'waiting_player' end`
}
