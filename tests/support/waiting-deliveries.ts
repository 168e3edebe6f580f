import type { Database } from '../../web/db/database.ts'

/** Their sales rollups' triggers are `<table>_sales` (web/db/migrations/017_sales_rollups.sql). */
const ROLLED_UP = ['orders', 'order_lines']

/** The owners taken in turn from one array: a join on `g % owners` would be a nested loop. */
const WAITING_SQL = `
  with owners as (
    select array_agg(account_id order by id) as accounts, array_agg(id order by id) as characters, count(*)::int as n
      from characters where game_id like 'offline-%' and server_name = 'main'),
  wanted as (
    select o.accounts[1 + g % o.n] as account_id, o.characters[1 + g % o.n] as character_id,
           now() - interval '2 days' + g * interval '1 second' as created_at
      from generate_series(0, $1::int - 1) g, owners o),
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
    from lines l join made m on m.id = l.order_id`

/**
 * Fills a shop with `count` deliveries of a repair kit for players who are offline: accounts made through the
 * game-server API beforehand, each with one character whose game id starts with `offline-`. Straight SQL, the rows
 * buy_products() writes: making them one purchase at a time would take minutes. The sales rollups' per-row triggers
 * (10,000 rows: 13 s on PGlite, 3 s without) are off for the fill, in its transaction: nothing here reads sales.
 */
export async function addOfflineDeliveries(db: Database, count: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of ROLLED_UP) await tx.query(`alter table ${table} disable trigger ${table}_sales`)
    await tx.query(WAITING_SQL, [count])
    for (const table of ROLLED_UP) await tx.query(`alter table ${table} enable trigger ${table}_sales`)
  })
}
