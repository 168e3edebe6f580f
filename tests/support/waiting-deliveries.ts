import type { Database } from '../../web/db/database.ts'

/**
 * Fills a shop with `count` deliveries of a repair kit for players who are offline: `owners` accounts made through
 * the game-server API beforehand, each with one character whose game id starts with `offline-`. Straight SQL:
 * making them one purchase at a time would take minutes. The rows are those buy_products() writes.
 */
export async function addOfflineDeliveries(db: Database, count: number): Promise<void> {
  await db.query(
    `with owners as (
       select c.account_id, c.id as character_id, row_number() over (order by c.id) - 1 as slot, count(*) over () as owners
         from characters c where c.game_id like 'offline-%' and c.server_name = 'main'),
     wanted as (
       select o.account_id, o.character_id, now() - interval '2 days' + g * interval '1 second' as created_at
         from generate_series(0, $1::int - 1) g join owners o on o.slot = g % o.owners),
     made as (
       insert into orders (account_id, character_id, server_name, total, created_at)
       select account_id, character_id, 'main', 0, created_at from wanted
       returning id, account_id, character_id, created_at),
     lines as (
       insert into order_lines (order_id, product_id, name, label, quantity, unit_price, discount, total, from_daily_shop)
       select m.id, p.id, p.name, p.label, 1, 0, 0, 0, false from made m join products p on p.id = 201
       returning id, order_id)
     insert into deliveries (order_line_id, account_id, character_id, server_name, quantity, grants, created_at)
     select l.id, m.account_id, m.character_id, 'main', 1, '[{"kind": "item", "item": "repairkit", "count": 1}]', m.created_at
       from lines l join made m on m.id = l.order_id`,
    [count]
  )
}
