-- Players: one account per person, found by any of their game identifiers (fivem:, license:).
create table accounts (
  id serial primary key,
  username text not null,
  password_hash text,
  shop_tokens integer not null default 0 check (shop_tokens >= 0),
  user_group text not null default 'user',
  rank text not null default 'joueur',
  avatar_url text,
  discord_id text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index accounts_username_key on accounts (lower(username));

create table account_identifiers (
  identifier text primary key check (identifier ~ '^(fivem|license):[A-Za-z0-9]{1,64}$'),
  account_id integer not null references accounts (id)
);
create index account_identifiers_account on account_identifiers (account_id);

-- A character lives on one game server; game_id is the framework's own id for it.
create table characters (
  id serial primary key,
  account_id integer not null references accounts (id),
  server_name text not null,
  game_id text not null,
  firstname text not null,
  lastname text not null,
  dob text not null,
  pob text not null,
  height integer not null check (height between 0 and 300),
  active boolean not null default true,
  updated_at timestamptz not null default now(),
  unique (server_name, game_id)
);
create index characters_account_server on characters (account_id, server_name);

-- Only a hash of the session id is kept: a stolen table opens no session.
create table sessions (
  id_hash text primary key,
  account_id integer not null references accounts (id),
  remember boolean not null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index sessions_account on sessions (account_id);

create table login_tokens (
  token_hash text primary key,
  account_id integer not null references accounts (id),
  server_name text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index login_tokens_account on login_tokens (account_id, created_at);

-- Every change of a balance, with the balance it left: the sum of deltas always equals shop_tokens.
create table ledger (
  id bigserial primary key,
  account_id integer not null references accounts (id),
  delta integer not null check (delta <> 0),
  balance_after integer not null check (balance_after >= 0),
  reason text not null,
  reference text,
  created_at timestamptz not null
);
create index ledger_account on ledger (account_id, id);
-- A retried credit or purchase carries the same reference and is not counted twice.
create unique index ledger_reference on ledger (account_id, reference) where reference is not null;

-- Failed guesses (logins, later codes and lookups), counted per scope and key over a window.
create table guess_failures (
  id bigserial primary key,
  scope text not null,
  key text not null,
  at timestamptz not null
);
create index guess_failures_lookup on guess_failures (scope, key, at);
