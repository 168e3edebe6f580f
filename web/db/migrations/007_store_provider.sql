-- Cash payments through the store provider (Tebex): its webhooks, and what a paid package hands out.

-- Every webhook received, once: its id makes a replay a no-op.
create table tebex_events (
  id text primary key,
  type text not null,
  body jsonb not null,
  received_at timestamptz not null,
  -- processed, validation, ignored, unknown_package, unknown_recipient, reversal_pending, unknown_payment
  outcome text not null,
  -- What happened to each product line, for support.
  detail jsonb not null default '[]'
);
create index tebex_events_received on tebex_events (received_at);

-- One row per product line of a payment: txn_id is `<transaction_id>:<package_id>`.
alter table store_transactions add column payment_id text;
alter table store_transactions add column product_id integer references products (id);
-- Unions a refund could not take back because they were already spent (status 'reversal_pending').
alter table store_transactions add column unions_owed integer not null default 0 check (unions_owed >= 0);
alter table store_transactions add column updated_at timestamptz;
create index store_transactions_payment on store_transactions (payment_id);

-- A Grade is the account's, not a character's: its deliveries name no character and no order line.
alter table deliveries alter column order_line_id drop not null;
alter table deliveries alter column character_id drop not null;
alter table deliveries add column store_transaction_id text references store_transactions (txn_id);
alter table deliveries add constraint deliveries_one_source
  check ((order_line_id is null) <> (store_transaction_id is null));
alter table deliveries add constraint deliveries_order_character
  check (order_line_id is null or character_id is not null);
create index deliveries_store_transaction on deliveries (store_transaction_id) where store_transaction_id is not null;
