-- add_order_sale(): defined by migration 017; its current definition is this file (web/README.md, "Stored functions").
-- What a row adds to the rollups (sign 1) or takes back (sign -1): one upsert per rollup, each plan kept by plpgsql.
create or replace function add_order_sale(o orders, p_sign integer) returns void language plpgsql as $$
begin
  insert into sales_days as d (day, shard, orders, unions_spent) values (paris_day(o.created_at), sales_shard(), p_sign, p_sign * o.total)
  on conflict (day, shard) do update set orders = d.orders + excluded.orders, unions_spent = d.unions_spent + excluded.unions_spent;
end $$;
