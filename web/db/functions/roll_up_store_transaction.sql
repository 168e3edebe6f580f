-- roll_up_store_transaction(): defined by migration 017; its current definition is this file (web/README.md, "Stored functions").
create or replace function roll_up_store_transaction() returns trigger language plpgsql as $$
begin
  if TG_OP <> 'INSERT' then perform add_store_sale(old, -1); perform refresh_first_buy(old.account_id); end if;
  if TG_OP <> 'DELETE' then perform add_store_sale(new, 1); perform note_first_buy(new.account_id, new.created_at); end if;
  return null;
end $$;
