-- note_first_buy(): defined by migration 017; its current definition is this file (web/README.md, "Stored functions").
-- A new purchase can only make its buyer's first purchase earlier: nothing written when it does not.
create or replace function note_first_buy(p_account integer, p_at timestamptz) returns void language plpgsql as $$
begin
  if p_account is null then return; end if;
  perform 1 from sales_first_buys where account_id = p_account and first_at <= p_at;
  if found then return; end if;
  insert into sales_first_buys as f (account_id, first_at) values (p_account, p_at)
  on conflict (account_id) do update set first_at = excluded.first_at where excluded.first_at < f.first_at;
end $$;
