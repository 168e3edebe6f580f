-- Purchases paid in Unions: an order per purchase, a line per product, a delivery per line for the game.
create table orders (
  id bigserial primary key,
  account_id integer not null references accounts (id),
  character_id integer not null references characters (id),
  server_name text not null,
  total integer not null check (total >= 0),
  created_at timestamptz not null
);
create index orders_account on orders (account_id, created_at);
-- A product's characterLimit counts the units a character already bought.
create index orders_character on orders (character_id);

create table order_lines (
  id bigserial primary key,
  order_id bigint not null references orders (id),
  product_id integer not null references products (id),
  name text not null,
  label text not null,
  quantity integer not null check (quantity > 0),
  unit_price integer not null check (unit_price >= 0),
  discount integer not null check (discount between 0 and 100),
  total integer not null check (total >= 0),
  from_daily_shop boolean not null
);
create index order_lines_order on order_lines (order_id);
create index order_lines_product on order_lines (product_id);

-- What the game server must hand out. pending → claimed (until claimed_until) → delivered; an expired claim is pending again.
create table deliveries (
  id bigserial primary key,
  order_line_id bigint not null unique references order_lines (id),
  account_id integer not null references accounts (id),
  character_id integer not null references characters (id),
  server_name text not null,
  quantity integer not null check (quantity > 0),
  grants jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'claimed', 'delivered')),
  attempts integer not null default 0,
  claimed_until timestamptz,
  delivered_at timestamptz,
  created_at timestamptz not null
);
create index deliveries_open on deliveries (server_name, id) where status <> 'delivered';

-- A purchase retried with the same Idempotency-Key gets the answer of the first one.
create table purchase_requests (
  account_id integer not null references accounts (id),
  idempotency_key text not null,
  request_hash text not null,
  order_id bigint not null references orders (id),
  response jsonb not null,
  created_at timestamptz not null,
  primary key (account_id, idempotency_key)
);

-- Payments made with cash through the store provider, shown in the player's history.
create table store_transactions (
  txn_id text primary key,
  account_id integer references accounts (id),
  package_id integer not null,
  package_name text not null,
  quantity integer not null check (quantity > 0),
  amount text,
  status text not null,
  gift_to_account_id integer references accounts (id),
  created_at timestamptz not null
);
create index store_transactions_account on store_transactions (account_id, created_at);
create index store_transactions_gift on store_transactions (gift_to_account_id, created_at);
