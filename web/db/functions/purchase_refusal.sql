-- purchase_refusal(): defined by migration 011, last rewritten by 025; its current definition is this file (web/README.md, "Stored functions").
-- jit = off: set by migration 018, for the reason buy_products.sql gives.
-- A refused basket's answer: each refused line with the rule it breaks (purchase_line_refusal(), where the rules
-- live), the numbers its text needs (stock left, the character's limit and what it already bought) and its product as
-- it is now (stocks summed from their slots), in product id order. web/purchases/purchase-refusal.ts only words it.
create or replace function purchase_refusal(p_lines jsonb, p_character integer) returns json language sql stable set jit = off as $$
  select json_build_object('kind', 'refused', 'lines', coalesce(json_agg(json_build_object(
           'id', r.id, 'refusal', r.refusal, 'stocks', r.stocks, 'limit', r.character_limit, 'bought', r.bought,
           'product', r.product) order by r.id), '[]'))
    from (
      select l.id, st.stocks, p.character_limit, coalesce(b.units, 0) as bought,
             purchase_line_refusal(p.id, p.active, p.money_type, p.is_daily_shop_only, st.stocks, p.character_limit,
                                   coalesce(b.units, 0), l.amount, l.daily, l.discount) as refusal,
             case when p.id is not null then json_build_object(
               'id', p.id, 'name', p.name, 'label', p.label, 'category', p.category, 'price', p.price,
               'money_type', p.money_type, 'images', p.images, 'description', p.description, 'sort_index', p.sort_index,
               'theme', p.theme, 'stocks', st.stocks, 'character_limit', p.character_limit,
               'is_daily_shop_only', p.is_daily_shop_only, 'daily_shop_eligible', p.daily_shop_eligible,
               'daily_shop_discount', p.daily_shop_discount, 'tebex_package_id', p.tebex_package_id, 'grants', p.grants)
             end as product
        from jsonb_to_recordset(p_lines) as l(id integer, amount integer, daily boolean, discount integer)
        left join products p on p.id = l.id
        left join lateral (select sum(s.units)::int as stocks from product_stock_slots s where s.product_id = p.id) st on true
        left join lateral (
          select sum(ol.quantity)::int as units from order_lines ol join orders o on o.id = ol.order_id
           where o.character_id = p_character and ol.product_id = p.id
        ) b on true
    ) r
   where r.refusal is not null
$$;
