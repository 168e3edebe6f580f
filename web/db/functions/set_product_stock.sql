-- set_product_stock(): defined by migration 013; its current definition is this file (web/README.md, "Stored functions").
-- A stock set outright (catalogue import, staff): null makes the product unlimited. Locks the product row (no key
-- update: purchases only key-share it), then every slot in order, waiting for the purchases holding one.
create or replace function set_product_stock(p_product integer, p_units integer) returns void language plpgsql as $$
begin
  perform 1 from products where id = p_product for no key update;
  perform 1 from product_stock_slots where product_id = p_product order by slot for update;
  if p_units is null then
    delete from product_stock_slots where product_id = p_product;
  else
    perform spread_product_stock(p_product, p_units);
  end if;
end;
$$;
