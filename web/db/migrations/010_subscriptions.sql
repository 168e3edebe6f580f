-- Grades sold as monthly subscriptions (Tebex recurring payments).

-- A product sold as a subscription: the Unions credited for each paid month; null for a one-off package.
alter table products add column subscription_monthly_unions integer check (subscription_monthly_unions >= 0);

-- One row per Tebex recurring payment (`tbx-r-…`): whose it is, what it sells, and until when it is paid.
create table subscriptions (
  reference text primary key,
  account_id integer not null references accounts (id),
  product_id integer not null references products (id),
  -- active → ending (cancelled, lapsed: ends_at set) → ended (the Grade taken back once ends_at passed)
  status text not null check (status in ('active', 'ending', 'ended')),
  paid_until timestamptz,
  ends_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index subscriptions_account on subscriptions (account_id);
create index subscriptions_due on subscriptions (ends_at) where status = 'ending';

-- The payments of a subscription: its Grade counts only while the subscription has not ended.
alter table store_transactions add column subscription_reference text references subscriptions (reference);
create index store_transactions_subscription on store_transactions (subscription_reference) where subscription_reference is not null;
