-- spread_product_stock(): defined by migration 013; its current definition is this file (web/README.md, "Stored functions").
-- `p_units` spread evenly over the product's 16 slots; the caller holds them (or the product, for new slots).
create or replace function spread_product_stock(p_product integer, p_units integer) returns void language sql as $$
  insert into product_stock_slots (product_id, slot, units)
  select p_product, s, p_units / 16 + case when s < p_units % 16 then 1 else 0 end from generate_series(0, 15) s
  on conflict (product_id, slot) do update set units = excluded.units, changes = product_stock_slots.changes + 1
$$;
