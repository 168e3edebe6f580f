-- adjust_product_stock(): defined by migration 013; its current definition is this file (web/README.md, "Stored functions").
-- A stock moved by `p_delta` units at once, never below zero (staff adjustments, refunds that restore stock).
-- json {kind: 'done', stock} | {kind: 'short', stock} | {kind: 'unlimited'}.
create or replace function adjust_product_stock(p_product integer, p_delta integer) returns json language plpgsql as $$
declare
  v_done boolean;
begin
  perform 1 from products where id = p_product for key share;
  v_done := case when p_delta < 0 then take_product_stock(p_product, -p_delta)
                 when p_delta > 0 then put_product_stock(p_product, p_delta)
                 else exists (select 1 from product_stock_slots where product_id = p_product) end;
  return json_build_object('kind', case when not exists (select 1 from product_stock_slots where product_id = p_product) then 'unlimited'
                                        when v_done then 'done' else 'short' end,
                           'stock', (select sum(units)::int from product_stock_slots where product_id = p_product));
end;
$$;
