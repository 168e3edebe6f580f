-- add_line_sale(): defined by migration 017; its current definition is this file (web/README.md, "Stored functions").
-- A line counts on its order's day.
create or replace function add_line_sale(l order_lines, p_sign integer) returns void language plpgsql as $$
begin
  insert into sales_product_days as d (day, shard, product_id, label, from_daily_shop, lines, unions)
  select paris_day(o.created_at), sales_shard(), l.product_id, l.label, l.from_daily_shop, p_sign, p_sign * l.total from orders o where o.id = l.order_id
  on conflict (day, shard, product_id, label, from_daily_shop) do update set lines = d.lines + excluded.lines, unions = d.unions + excluded.unions;
end $$;
