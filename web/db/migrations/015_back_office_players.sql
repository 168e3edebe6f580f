-- The back-office's second part: staff answering players (blocked purchases, double-click-proof actions,
-- handled contact messages, hand-resolved store payments) and the indexes the sales figures aggregate on.

-- A blocked player keeps their account and balance but cannot buy with Unions until unblocked.
alter table accounts add column purchases_blocked_at timestamptz;
alter table accounts add column purchases_blocked_reason text;

-- One row per staff form opening: a second submit of the same form (double click, retry after a
-- timeout) answers what the first did instead of doing it again. No foreign key: inserting the key
-- first takes no lock on any account (web/README.md "Lock order").
create table staff_action_keys (
  key text primary key check (length(key) between 8 and 80),
  staff_account_id integer not null,
  action text not null,
  response jsonb not null,
  at timestamptz not null
);

-- A contact message read and answered by staff.
alter table contact_messages add column handled_at timestamptz;
alter table contact_messages add column handled_by text;

-- Character names are searched by staff, case-insensitively.
create index characters_name_search on characters (lower(firstname || ' ' || lastname));
-- Identifiers by account are already indexed; usernames by lower(username) too.

-- The sales figures: per-day sums over a period, read from the index alone.
create index orders_created on orders (created_at) include (total, account_id);
create index store_transactions_created on store_transactions (created_at) include (status, amount);
-- Refunds and lost disputes are subtracted on the day they happened.
create index store_transactions_reversed on store_transactions (updated_at) include (amount)
  where status in ('refunded', 'dispute_lost');

-- A blocked player's order is refused inside the purchase's own statement (the account row is already locked by
-- it), so a purchase stays one round trip; web/purchases/buy-products.ts answers this code with 403.
create function refuse_blocked_buyer() returns trigger language plpgsql as $$
begin
  if exists (select 1 from accounts where id = new.account_id and purchases_blocked_at is not null) then
    raise exception 'purchases blocked' using errcode = 'BQBLK';
  end if;
  return new;
end
$$;
create trigger orders_refuse_blocked_buyer before insert on orders for each row execute function refuse_blocked_buyer();
