-- refresh_first_buy(): defined by migration 017; its current definition is this file (web/README.md, "Stored functions").
-- A purchase changed or gone: the buyer's first is read again from the raw rows (both indexed by account and date).
create or replace function refresh_first_buy(p_account integer) returns void language plpgsql as $$
declare
  v_first timestamptz;
begin
  if p_account is null then return; end if;
  v_first := least((select min(created_at) from orders where account_id = p_account),
                   (select min(created_at) from store_transactions where account_id = p_account));
  if v_first is null then
    delete from sales_first_buys where account_id = p_account;
  else
    insert into sales_first_buys (account_id, first_at) values (p_account, v_first)
    on conflict (account_id) do update set first_at = excluded.first_at;
  end if;
end $$;
