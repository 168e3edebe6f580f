-- compact_sales_rollups(): defined by migration 017, the cash per currency since 024; its current definition is this file (web/README.md, "Stored functions").
-- Folds the shards of the days before `p_before` into shard -1. Rows a writer holds are skipped (folded next time);
-- one fold at a time (the others return at once), so two never wait on each other's rows.
create or replace function compact_sales_rollups(p_before date) returns void language plpgsql as $$
begin
  if not pg_try_advisory_xact_lock(hashtext('boutique:sales-compaction')) then return; end if;
  with moved as (
    delete from sales_days where ctid in (select ctid from sales_days where day < p_before and shard >= 0 for update skip locked)
    returning *)
  insert into sales_days as d (day, shard, orders, unions_spent)
  select day, -1, sum(orders), sum(unions_spent) from moved group by day
  on conflict (day, shard) do update set orders = d.orders + excluded.orders, unions_spent = d.unions_spent + excluded.unions_spent;
  with moved as (
    delete from sales_cash_days where ctid in (select ctid from sales_cash_days where day < p_before and shard >= 0 for update skip locked)
    returning *)
  insert into sales_cash_days as d (day, shard, currency, moves, cents)
  select day, -1, currency, sum(moves), sum(cents) from moved group by day, currency
  on conflict (day, shard, currency) do update set moves = d.moves + excluded.moves, cents = d.cents + excluded.cents;
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
  insert into sales_cash_product_days as d (day, shard, product_id, package_name, currency, payments, cents)
  select day, -1, product_id, package_name, currency, sum(payments), sum(cents) from moved group by 1, 3, 4, 5
  on conflict (day, shard, product_id, package_name, currency)
    do update set payments = d.payments + excluded.payments, cents = d.cents + excluded.cents;
end $$;
