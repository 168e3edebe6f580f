-- docs/in-game.md#deliveries: a game server is handed only the deliveries its online players can take now.

-- Who is online on each game server, as its resource said at its last claim (replaced at every claim).
-- character_ids: the game ids of the characters the framework pushed; active_character when it said which.
create table game_presence (
  server_name text not null,
  account_id integer not null references accounts (id),
  character_ids text[] not null default '{}',
  active_character text,
  seen_at timestamptz not null,
  primary key (server_name, account_id)
);

-- When each game server last claimed: the "game server stopped claiming" alert.
create table game_server_claims (
  server_name text primary key,
  last_claim_at timestamptz not null
);

-- Progress, grant by grant ('<unit>:<grant index>'), so a restart never gives a grant twice; failures
-- reported by the game server for an online player, with a growing delay before the next try.
alter table deliveries add column granted_steps text[] not null default '{}';
alter table deliveries add column failures integer not null default 0;
alter table deliveries add column last_error text;
alter table deliveries add column last_error_at timestamptz;
alter table deliveries add column retry_at timestamptz;
alter table deliveries add column flagged_at timestamptz;

-- The claim walks the online players' open deliveries, never the ones waiting for offline owners.
create index deliveries_owner_open on deliveries (server_name, account_id, id) where status in ('pending', 'claimed');
