-- Every limit (login guesses, lookups, forum starts, login tokens, contact): one counter per rule and key, over a
-- window. A slot is taken by one atomic upsert before the attempt is evaluated (web/limits/limits.ts).
create table limits (
  scope text not null,
  key text not null,
  -- Slots taken in the current window: attempts under way and failures; a success may give its slot back.
  hits integer not null check (hits >= 0),
  window_started_at timestamptz not null,
  -- The window's end, pushed to the block's end by the slot that reaches the limit; past it the row is dead.
  resets_at timestamptz not null,
  -- Whether the last slot asked for was given (read back by the upsert that took it).
  granted boolean not null,
  primary key (scope, key)
);
-- Expired rows are pruned a few at a time as slots are taken.
create index limits_resets on limits (resets_at);

drop table guess_failures;

-- Usernames are compared by one folded key (src/domain/fold-name.ts: NFKC, full case mapping), computed by the
-- host: filled for existing accounts by this migration's step in web/db/migrations/fold-usernames.ts.
alter table accounts add column username_key text;
drop index accounts_username_key;
create unique index accounts_username_key on accounts (username_key);
