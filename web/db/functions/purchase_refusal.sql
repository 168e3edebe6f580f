-- purchase_refusal(): defined by migration 011, last rewritten by 013; its current definition is this file (web/README.md, "Stored functions").
-- jit = off: set by migration 018, for the reason buy_products.sql gives.
-- What a refused basket's answer is worded from: the lines' products as they are now (stocks summed from their
-- slots), and the units the character already bought of those with a limit (web/purchases/check-lines.ts).
create or replace function purchase_refusal(p_lines jsonb, p_character integer) returns json language sql stable set jit = off as $$
  select json_build_object(
    'kind', 'refused',
    'products', coalesce((
      select json_agg(p) from (
        select id, name, label, category, price, money_type, images, description, sort_index, theme,
               (select sum(s.units)::int from product_stock_slots s where s.product_id = products.id) as stocks, character_limit,
               is_daily_shop_only, daily_shop_eligible, daily_shop_discount, tebex_package_id, active, grants
          from products where id in (select l.id from jsonb_to_recordset(p_lines) as l(id integer))
      ) p), '[]'),
    'bought', coalesce((
      select json_object_agg(ol.product_id, ol.units) from (
        select l.product_id, sum(l.quantity)::int as units from order_lines l join orders o on o.id = l.order_id
         where o.character_id = p_character
           and l.product_id in (select x.id from jsonb_to_recordset(p_lines) as x(id integer))
         group by l.product_id
      ) ol), '{}'))
$$;
