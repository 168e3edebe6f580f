-- Pending links to a Discord account: the OAuth state handed to Discord, bound to the browser's session.
-- Only its hash is kept; a state is good once, for 10 minutes, from the session that asked for it.
create table discord_link_states (
  state_hash text primary key,
  session_hash text not null references sessions (id_hash) on delete cascade,
  account_id integer not null references accounts (id),
  -- The token exchange must repeat the redirect_uri of the authorize step exactly.
  redirect_uri text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index discord_link_states_session on discord_link_states (session_hash);
create index discord_link_states_expiry on discord_link_states (expires_at);
