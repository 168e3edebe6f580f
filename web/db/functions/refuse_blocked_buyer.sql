-- refuse_blocked_buyer(): defined by migration 015; its current definition is this file (web/README.md, "Stored functions").
-- A blocked player's order is refused inside the purchase's own statement (the account row is already locked by
-- it), so a purchase stays one round trip; web/purchases/buy-products.ts answers this code with 403.
create or replace function refuse_blocked_buyer() returns trigger language plpgsql as $$
begin
  if exists (select 1 from accounts where id = new.account_id and purchases_blocked_at is not null) then
    raise exception 'purchases blocked' using errcode = 'BQBLK';
  end if;
  return new;
end
$$;

-- Its trigger, on a database that ran 015 before the trigger existed (before commit 6fad4f6, 2026-11-24): migration 021
-- cannot create it, since this function may be new to such a database (web/db/migrations/021_repair_drift.sql).
do $$
begin
  if not exists (select 1 from pg_trigger where tgname = 'orders_refuse_blocked_buyer' and tgrelid = 'orders'::regclass) then
    create trigger orders_refuse_blocked_buyer before insert on orders for each row execute function refuse_blocked_buyer();
  end if;
end
$$;
