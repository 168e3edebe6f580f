-- put_product_stock(): defined by migration 013; its current definition is this file (web/README.md, "Stored functions").
-- Gives `p_units` back to a limited product's stock (a refund, staff): false when the product is unlimited.
create or replace function put_product_stock(p_product integer, p_units integer) returns boolean language plpgsql as $$
declare
  v_slot smallint;
begin
  select slot into v_slot from product_stock_slots where product_id = p_product order by units, slot limit 1 for update skip locked;
  if not found then
    select slot into v_slot from product_stock_slots where product_id = p_product order by slot limit 1 for update;
  end if;
  if not found then return false; end if;
  update product_stock_slots set units = units + p_units, changes = changes + 1 where product_id = p_product and slot = v_slot;
  return true;
end;
$$;
