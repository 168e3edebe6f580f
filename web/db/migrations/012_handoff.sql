-- A login token is minted for one use: 'game' (the game server's, for the shop in game) or 'website' (the
-- in-game shop's hand-off to the player's own browser). /api/loginGame only accepts the purpose it is asked for.
alter table login_tokens add column purpose text not null default 'game' check (purpose in ('game', 'website'));
