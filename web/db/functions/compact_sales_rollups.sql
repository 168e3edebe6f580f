-- compact_sales_rollups(): defined by migration 017; its current definition is this file (web/README.md, "Stored functions").
-- Folds the shards of the days before `p_before` into shard -1. Rows a writer holds are skipped (folded next time);
-- one fold at a time (the others return at once), so two never wait on each other's rows.
create or replace function compact_sales_rollups(p_before date) returns void language plpgsql as $$
begin
  if not pg_try_advisory_xact_lock(hashtext('boutique:sales-compaction')) then return; end if;
  with moved as (
    delete from sales_days where ctid in (select ctid from sales_days where day < p_before and shard >= 0 for update skip locked)
    returning *)
  insert into sales_days as d (day, shard, orders, unions_spent, cash_moves, cash_cents)
  select day, -1, sum(orders), sum(unions_spent), sum(cash_moves), sum(cash_cents) from moved group by day
  on conflict (day, shard) do update set orders = d.orders + excluded.orders, unions_spent = d.unions_spent + excluded.unions_spent,
    cash_moves = d.cash_moves + excluded.cash_moves, cash_cents = d.cash_cents + excluded.cash_cents;
  with moved as (
    delete from sales_product_days
     where ctid in (select ctid from sales_product_days where day < p_before and shard >= 0 for update skip locked)
    returning *)
  insert into sales_product_days as d (day, shard, product_id, label, from_daily_shop, lines, unions)
  select day, -1, product_id, label, from_daily_shop, sum(lines), sum(unions) from moved group by 1, 3, 4, 5
  on conflict (day, shard, product_id, label, from_daily_shop) do update set lines = d.lines + excluded.lines, unions = d.unions + excluded.unions;
  with moved as (
    delete from sales_cash_product_days
     where ctid in (select ctid from sales_cash_product_days where day < p_before and shard >= 0 for update skip locked)
    returning *)
  insert into sales_cash_product_days as d (day, shard, product_id, package_name, payments, cents)
  select day, -1, product_id, package_name, sum(payments), sum(cents) from moved group by 1, 3, 4
  on conflict (day, shard, product_id, package_name) do update set payments = d.payments + excluded.payments, cents = d.cents + excluded.cents;
end $$;
