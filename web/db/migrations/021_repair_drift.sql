-- What a database keeps from an earlier text of an edited migration, brought in line with a fresh database; a
-- no-op on one (web/README.md, "Migrations"). Found by tests/api/migration-upgrades.test.ts, which upgrades a
-- database made by each earlier state of the migrations (tests/fixtures/migration-history) and compares catalogs.

-- 006 before commit ee1bb5d (2026-11-22) had no index on the orders' character.
create index if not exists orders_character on orders (character_id);

-- 016 before commit 11d5007 (2026-11-24) had no index on the Tebex events' transaction.
create index if not exists tebex_events_transaction on tebex_events ((body->'subject'->>'transaction_id'));

-- 019 before commit f3a95a7 (2026-11-26) had no index on the deliveries staff must look at.
create index if not exists deliveries_review on deliveries (server_name) where flagged_at is not null and status in ('pending', 'claimed');

-- 015 before commit 6fad4f6 (2026-11-24) refused a blocked buyer's order in the host, without the trigger on
-- orders: its function may not exist yet here, so web/db/functions/refuse_blocked_buyer.sql creates the trigger.
