/**
 * docs/in-game.md#delivery-states: where a delivery is, from its row `d` and who its game server last said was
 * online (game_presence, replaced at each claim). `now` is the SQL parameter holding the current time.
 */
export function deliveryStateSql(now: string): string {
  return `case
    when d.status = 'cancelled' then 'cancelled'
    when d.status = 'delivered' then 'delivered'
    when d.flagged_at is not null then 'review'
    when d.status = 'claimed' and d.claimed_until > ${now} then 'in_progress'
    when exists (select 1 from game_presence g where g.server_name = d.server_name and g.account_id = d.account_id) then 'in_progress'
    else 'waiting_player' end`
}
