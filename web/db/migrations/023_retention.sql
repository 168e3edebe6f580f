-- docs/retention.md: the host's retention job (web/retention/) deletes what is past its period, a bounded batch at a
-- time, each batch found through one of these indexes (limits_resets, forum_logins_expiry and
-- discord_link_states_expiry already exist).
create index sessions_expiry on sessions (expires_at);
create index login_tokens_expiry on login_tokens (expires_at);
create index contact_messages_created on contact_messages (created_at);

-- A store-provider event keeps its money facts for good, but its raw payload loses the buyer's details (name,
-- e-mail, IP address, country) after RETENTION_WEBHOOK_DAYS: when that was done, so each event is done once.
alter table tebex_events add column personal_data_removed_at timestamptz;
create index tebex_events_personal_data on tebex_events (received_at) where personal_data_removed_at is null;
