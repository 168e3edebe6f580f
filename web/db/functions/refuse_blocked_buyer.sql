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
