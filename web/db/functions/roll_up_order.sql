-- roll_up_order(): defined by migration 017; its current definition is this file (web/README.md, "Stored functions").
-- Row triggers, not statement ones with transition tables: a purchase writes one order and a few lines, and a row
-- trigger costs it about 20 µs where a statement trigger cost about 0.2 ms.
create or replace function roll_up_order() returns trigger language plpgsql as $$
begin
  if TG_OP <> 'INSERT' then perform add_order_sale(old, -1); perform refresh_first_buy(old.account_id); end if;
  if TG_OP <> 'DELETE' then perform add_order_sale(new, 1); perform note_first_buy(new.account_id, new.created_at); end if;
  return null;
end $$;
