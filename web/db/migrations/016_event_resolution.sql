-- A webhook event staff settled by hand (a package the catalogue did not know, given to a player):
-- who did it, when and why. The event's outcome stays what the webhook itself did.
alter table tebex_events add column resolved_at timestamptz;
alter table tebex_events add column resolved_by text;
alter table tebex_events add column resolved_reason text;

-- The events about one payment, found by its transaction id: a player's page lists them, and a payment line given
-- by hand marks its event settled.
create index tebex_events_transaction on tebex_events ((body->'subject'->>'transaction_id'));
