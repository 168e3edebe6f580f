-- A store-provider event about a payment or subscription not known yet (a refund before its payment, an end
-- before its start) waits, kept with outcome unknown_payment or unknown_subscription, and is applied in the
-- transaction that records its subject (web/tebex/waiting-events.ts); applied_at says when.
alter table tebex_events add column applied_at timestamptz;

create index tebex_events_waiting_payment on tebex_events ((body->'subject'->>'transaction_id'))
  where outcome = 'unknown_payment';
create index tebex_events_waiting_subscription on tebex_events ((body->'subject'->>'reference'))
  where outcome = 'unknown_subscription';
