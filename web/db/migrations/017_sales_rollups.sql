-- The sales dashboard's figures, summed per Paris day as the rows are written (in the writing transaction), so a
-- period of a year reads a few thousand small rows instead of every order, line and store payment.
--
-- Each rollup row also carries a shard, the writing backend's pid modulo 16: concurrent purchases of one day (or
-- of one product, at a midnight rush) then add to different rows instead of waiting on one row lock until commit.
-- A reader sums the shards.

create function paris_day(at timestamptz) returns date language sql immutable parallel safe
  as $$ select (at at time zone 'Europe/Paris')::date $$;

create function sales_shard() returns smallint language sql stable parallel safe
  as $$ select (pg_backend_pid() % 16)::smallint $$;

-- "9.99 EUR" in cents; another currency counts nothing (the shop sells in euros).
create function euro_cents(amount text) returns bigint language sql immutable parallel safe
  as $$ select case when amount like '% EUR' then round(split_part(amount, ' ', 1)::numeric * 100)::bigint else 0 end $$;

-- Per day: the orders and the Unions they spent; the store payments' moves (a payment on its day, a refund or a
-- lost dispute on the day it happened) and their net cash.
create table sales_days (
  day date not null,
  shard smallint not null,
  orders integer not null default 0,
  unions_spent bigint not null default 0,
  cash_moves integer not null default 0,
  cash_cents bigint not null default 0,
  primary key (day, shard)
);

-- Per day of the order: each product's lines and Unions, apart from the daily shop's.
create table sales_product_days (
  day date not null,
  shard smallint not null,
  product_id integer not null,
  label text not null,
  from_daily_shop boolean not null,
  lines integer not null,
  unions bigint not null,
  primary key (day, shard, product_id, label, from_daily_shop)
);

-- Per day of the payment: the store payments not refunded nor lost in a dispute, by package (product 0: none).
create table sales_cash_product_days (
  day date not null,
  shard smallint not null,
  product_id integer not null,
  package_name text not null,
  payments integer not null,
  cents bigint not null,
  primary key (day, shard, product_id, package_name)
);

-- Each buyer's first purchase ever, with Unions (an order) or cash (a store payment they made).
create table sales_first_buys (
  account_id integer primary key,
  first_at timestamptz not null
);
create index sales_first_buys_at on sales_first_buys (first_at);

-- What `rows` add to the rollups (sign 1) or take back (sign -1).
create function add_order_sales(p_rows orders[], p_sign integer) returns void language sql as $$
  insert into sales_days as d (day, shard, orders, unions_spent)
  select paris_day(o.created_at), sales_shard(), p_sign * count(*), p_sign * sum(o.total) from unnest(p_rows) o group by 1, 2
  on conflict (day, shard) do update set orders = d.orders + excluded.orders, unions_spent = d.unions_spent + excluded.unions_spent;
$$;

-- A line counts on its order's day.
create function add_line_sales(p_rows order_lines[], p_sign integer) returns void language sql as $$
  insert into sales_product_days as d (day, shard, product_id, label, from_daily_shop, lines, unions)
  select paris_day(o.created_at), sales_shard(), l.product_id, l.label, l.from_daily_shop, p_sign * count(*), p_sign * sum(l.total)
    from unnest(p_rows) l join orders o on o.id = l.order_id
   group by 1, 2, 3, 4, 5
  on conflict (day, shard, product_id, label, from_daily_shop) do update set lines = d.lines + excluded.lines, unions = d.unions + excluded.unions;
$$;

create function add_store_sales(p_rows store_transactions[], p_sign integer) returns void language sql as $$
  insert into sales_days as d (day, shard, cash_moves, cash_cents)
  select m.day, sales_shard(), p_sign * count(*), p_sign * sum(m.cents) from (
    select paris_day(s.created_at) as day, euro_cents(s.amount) as cents from unnest(p_rows) s
    union all
    select paris_day(s.updated_at), -euro_cents(s.amount) from unnest(p_rows) s
     where s.status in ('refunded', 'dispute_lost') and s.updated_at is not null) m
   group by 1, 2
  on conflict (day, shard) do update set cash_moves = d.cash_moves + excluded.cash_moves, cash_cents = d.cash_cents + excluded.cash_cents;
  insert into sales_cash_product_days as d (day, shard, product_id, package_name, payments, cents)
  select paris_day(s.created_at), sales_shard(), coalesce(s.product_id, 0), s.package_name, p_sign * count(*), p_sign * sum(euro_cents(s.amount))
    from unnest(p_rows) s where s.status not in ('refunded', 'dispute_lost')
   group by 1, 2, 3, 4
  on conflict (day, shard, product_id, package_name) do update set payments = d.payments + excluded.payments, cents = d.cents + excluded.cents;
$$;

-- A new purchase can only make a buyer's first purchase earlier: no lock taken when it does not.
create function note_first_buys(p_firsts sales_first_buys[]) returns void language sql as $$
  insert into sales_first_buys as f (account_id, first_at)
  select n.account_id, min(n.first_at) from unnest(p_firsts) n
   where n.account_id is not null
     and not exists (select 1 from sales_first_buys e where e.account_id = n.account_id and e.first_at <= n.first_at)
   group by 1
  on conflict (account_id) do update set first_at = excluded.first_at where excluded.first_at < f.first_at;
$$;

-- A purchase changed or gone: the buyer's first is read again from the raw rows (both indexed by account and date).
create function refresh_first_buys(p_accounts integer[]) returns void language sql as $$
  with firsts as (
    select a.id as account_id,
           least((select min(created_at) from orders where account_id = a.id),
                 (select min(created_at) from store_transactions where account_id = a.id)) as first_at
      from (select distinct id from unnest(p_accounts) as id where id is not null) a),
  gone as (delete from sales_first_buys f using firsts where f.account_id = firsts.account_id and firsts.first_at is null)
  insert into sales_first_buys as f (account_id, first_at)
  select account_id, first_at from firsts where first_at is not null
  on conflict (account_id) do update set first_at = excluded.first_at;
$$;

-- One function per table, for its insert, update and delete triggers (each with its own transition tables).
create function roll_up_orders() returns trigger language plpgsql as $$
begin
  if TG_OP <> 'INSERT' then
    perform add_order_sales(array(select row(o.*)::orders from old_orders o), -1);
    perform refresh_first_buys(array(select account_id from old_orders));
  end if;
  if TG_OP <> 'DELETE' then
    perform add_order_sales(array(select row(o.*)::orders from new_orders o), 1);
    perform note_first_buys(array(select row(account_id, created_at)::sales_first_buys from new_orders));
  end if;
  return null;
end $$;

create function roll_up_order_lines() returns trigger language plpgsql as $$
begin
  if TG_OP <> 'INSERT' then perform add_line_sales(array(select row(l.*)::order_lines from old_lines l), -1); end if;
  if TG_OP <> 'DELETE' then perform add_line_sales(array(select row(l.*)::order_lines from new_lines l), 1); end if;
  return null;
end $$;

create function roll_up_store_transactions() returns trigger language plpgsql as $$
begin
  if TG_OP <> 'INSERT' then
    perform add_store_sales(array(select row(s.*)::store_transactions from old_payments s), -1);
    perform refresh_first_buys(array(select account_id from old_payments));
  end if;
  if TG_OP <> 'DELETE' then
    perform add_store_sales(array(select row(s.*)::store_transactions from new_payments s), 1);
    perform note_first_buys(array(select row(account_id, created_at)::sales_first_buys from new_payments));
  end if;
  return null;
end $$;

create trigger orders_sales_insert after insert on orders
  referencing new table as new_orders for each statement execute function roll_up_orders();
create trigger orders_sales_update after update on orders
  referencing old table as old_orders new table as new_orders for each statement execute function roll_up_orders();
create trigger orders_sales_delete after delete on orders
  referencing old table as old_orders for each statement execute function roll_up_orders();

create trigger order_lines_sales_insert after insert on order_lines
  referencing new table as new_lines for each statement execute function roll_up_order_lines();
create trigger order_lines_sales_update after update on order_lines
  referencing old table as old_lines new table as new_lines for each statement execute function roll_up_order_lines();
create trigger order_lines_sales_delete after delete on order_lines
  referencing old table as old_lines for each statement execute function roll_up_order_lines();

create trigger store_transactions_sales_insert after insert on store_transactions
  referencing new table as new_payments for each statement execute function roll_up_store_transactions();
create trigger store_transactions_sales_update after update on store_transactions
  referencing old table as old_payments new table as new_payments for each statement execute function roll_up_store_transactions();
create trigger store_transactions_sales_delete after delete on store_transactions
  referencing old table as old_payments for each statement execute function roll_up_store_transactions();

-- What was sold before this migration.
select add_order_sales(array(select o from orders o), 1);
select add_line_sales(array(select l from order_lines l), 1);
select add_store_sales(array(select s from store_transactions s), 1);
select note_first_buys(array(
  select row(account_id, created_at)::sales_first_buys from orders
  union all
  select row(account_id, created_at)::sales_first_buys from store_transactions));

-- The figures no longer sum the raw rows by date: those indexes only cost every purchase and payment a write.
drop index orders_created;
drop index store_transactions_created;
drop index store_transactions_reversed;
