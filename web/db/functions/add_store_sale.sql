-- add_store_sale(): defined by migration 017; its current definition is this file (web/README.md, "Stored functions").
-- A payment counts on its day; a refund or a lost dispute takes it back on the day it happened.
create or replace function add_store_sale(s store_transactions, p_sign integer) returns void language plpgsql as $$
declare
  v_cents bigint := euro_cents(s.amount);
  v_reversed boolean := s.status in ('refunded', 'dispute_lost');
begin
  insert into sales_days as d (day, shard, cash_moves, cash_cents) values (paris_day(s.created_at), sales_shard(), p_sign, p_sign * v_cents)
  on conflict (day, shard) do update set cash_moves = d.cash_moves + excluded.cash_moves, cash_cents = d.cash_cents + excluded.cash_cents;
  if v_reversed and s.updated_at is not null then
    insert into sales_days as d (day, shard, cash_moves, cash_cents) values (paris_day(s.updated_at), sales_shard(), p_sign, -p_sign * v_cents)
    on conflict (day, shard) do update set cash_moves = d.cash_moves + excluded.cash_moves, cash_cents = d.cash_cents + excluded.cash_cents;
  end if;
  if not v_reversed then
    insert into sales_cash_product_days as d (day, shard, product_id, package_name, payments, cents)
    values (paris_day(s.created_at), sales_shard(), coalesce(s.product_id, 0), s.package_name, p_sign, p_sign * v_cents)
    on conflict (day, shard, product_id, package_name) do update set payments = d.payments + excluded.payments, cents = d.cents + excluded.cents;
  end if;
end $$;
