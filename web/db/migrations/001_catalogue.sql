-- The catalogue: products paid in Unions or in cash (store-provider packages), and what the game hands out.
create table products (
  id integer primary key,
  name text not null unique,
  label text not null,
  category text not null
    check (category in ('Points boutique', 'Grades', 'pack', 'item', 'vehicle', 'weapon')),
  price integer not null check (price >= 0),
  money_type text not null check (money_type in ('tokens', 'cash')),
  images jsonb not null,
  description text not null,
  sort_index integer not null,
  theme text not null check (theme in ('bronze', 'silver', 'gold', 'diamond')),
  stocks integer check (stocks is null or stocks >= 0),
  character_limit integer not null default 0 check (character_limit >= 0),
  is_daily_shop_only boolean not null default false,
  daily_shop_eligible boolean not null default false,
  daily_shop_discount integer check (daily_shop_discount between 1 and 90),
  tebex_package_id integer unique,
  grants jsonb not null,
  active boolean not null default true,
  updated_at timestamptz not null default now(),
  check ((money_type = 'cash') = (tebex_package_id is not null))
);

create table shop_home (
  list text not null check (list in ('bestSeller', 'shouldInterest')),
  position integer not null,
  product_id integer not null references products (id),
  primary key (list, position)
);

create table creator_codes (
  code text primary key,
  active boolean not null default true
);

-- Bumped by every change to what the shop data shows, so each web host knows when its cached copy is stale.
create table catalog_revision (
  singleton boolean primary key default true check (singleton),
  revision bigint not null
);
insert into catalog_revision (revision) values (1);

create function bump_catalog_revision() returns trigger language plpgsql as $$
begin
  update catalog_revision set revision = revision + 1;
  return null;
end;
$$;

create trigger products_changed after insert or update or delete on products
  for each statement execute function bump_catalog_revision();
create trigger shop_home_changed after insert or update or delete on shop_home
  for each statement execute function bump_catalog_revision();

-- The offers of one Paris day, fixed when first asked for so that every web host serves the same.
create table daily_shop_days (
  day date primary key,
  offers jsonb not null,
  created_at timestamptz not null default now()
);

-- How many units of each currency one euro buys.
create table exchange_rates (
  code text primary key,
  rate double precision not null check (rate > 0),
  source text not null,
  updated_at timestamptz not null
);

create table app_state (
  key text primary key,
  value jsonb not null
);
