-- add_store_sale(): defined by migration 017, reads amount_cents and currency since 024; its current definition is
-- this file (web/README.md, "Stored functions").
-- A payment counts on its day, in its currency; a refund or a lost dispute takes it back on the day it happened.
-- A payment without an amount moves no cash (docs/back-office.md#sales).
create or replace function add_store_sale(s store_transactions, p_sign integer) returns void language plpgsql as $$
declare
  v_reversed boolean := s.status in ('refunded', 'dispute_lost');
begin
  if s.currency is null then return; end if;
  insert into sales_cash_days as d (day, shard, currency, moves, cents)
  values (paris_day(s.created_at), sales_shard(), s.currency, p_sign, p_sign * s.amount_cents)
  on conflict (day, shard, currency) do update set moves = d.moves + excluded.moves, cents = d.cents + excluded.cents;
  if v_reversed and s.updated_at is not null then
    insert into sales_cash_days as d (day, shard, currency, moves, cents)
    values (paris_day(s.updated_at), sales_shard(), s.currency, p_sign, -p_sign * s.amount_cents)
    on conflict (day, shard, currency) do update set moves = d.moves + excluded.moves, cents = d.cents + excluded.cents;
  end if;
  if not v_reversed then
    insert into sales_cash_product_days as d (day, shard, product_id, package_name, currency, payments, cents)
    values (paris_day(s.created_at), sales_shard(), coalesce(s.product_id, 0), s.package_name, s.currency, p_sign, p_sign * s.amount_cents)
    on conflict (day, shard, product_id, package_name, currency)
      do update set payments = d.payments + excluded.payments, cents = d.cents + excluded.cents;
  end if;
end $$;
