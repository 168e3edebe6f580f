-- take_product_stock(): defined by migration 013, last rewritten by 018; its current definition is this file (web/README.md, "Stored functions").
-- take_product_stock() of migration 013, each slot written by the subtransaction that locked it.
-- A row locked in a subtransaction and then updated by its parent carries two transaction ids at once: PostgreSQL
-- stores them as a MultiXact, and under 100 buyers the MultiXact members' cache became the queue every stock
-- purchase waited in (web/README.md "The purchase transaction"). Locking and decrementing in one statement, in the
-- block that may still let the lock go, leaves one id on the row.
create or replace function take_product_stock(p_product integer, p_units integer) returns boolean language plpgsql as $$
declare
  v_slot smallint;
  v_left bigint;
begin
  -- A slot nobody holds with enough units, searched from another slot by each connection. A slot another taker
  -- emptied since this statement began is locked, found short and passed over, yet stays locked: a block that
  -- takes nothing rolls back, letting those go, so this taker waits below holding no slot of this product.
  begin
    update product_stock_slots set units = units - p_units, changes = changes + 1
     where product_id = p_product and units >= p_units and slot = (
       select slot from product_stock_slots
        where product_id = p_product and units >= p_units
        order by (slot + pg_backend_pid()) % 16 limit 1 for update skip locked)
    returning slot into v_slot;
    if not found then raise exception 'no free slot' using errcode = 'BQNSL'; end if;
    return true;
  exception when sqlstate 'BQNSL' then
    v_slot := null;
  end;
  -- Every such slot is held: wait for one, picked by the same rotation so waiters spread over the slots instead of
  -- queueing on one; a slot found short once free is let go again (the block rolls back).
  for v_try in 0..3 loop
    select slot into v_slot from product_stock_slots
     where product_id = p_product and units >= p_units
     order by (slot + pg_backend_pid() + v_try * 5) % 16 limit 1;
    exit when not found;
    begin
      update product_stock_slots set units = units - p_units, changes = changes + 1
       where product_id = p_product and slot = v_slot and units >= p_units;
      if not found then raise exception 'slot short' using errcode = 'BQNSL'; end if;
      return true;
    exception when sqlstate 'BQNSL' then
      v_slot := null;
    end;
  end loop;
  -- No single slot has enough: every slot in order, then the units taken across them and the rest spread again.
  perform 1 from product_stock_slots where product_id = p_product order by slot for update;
  select sum(units) into v_left from product_stock_slots where product_id = p_product;
  if v_left is null then return true; end if;
  if v_left < p_units then return false; end if;
  perform spread_product_stock(p_product, (v_left - p_units)::integer);
  return true;
end;
$$;
