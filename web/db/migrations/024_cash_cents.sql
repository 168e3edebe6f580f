-- Cash amounts as integers with their currency (docs/history.md#cash-amounts), instead of the display text the
-- webhook wrote ("4.99 EUR": `${amount.toFixed(2)} ${currency}`, the only form web/tebex/record-payment.ts ever
-- wrote, commits 434ddff to 961deda). `amount_cents` holds minor units by the currency's ISO 4217 exponent:
-- cents for EUR or USD, yen for JPY (exponent 0), thousandths for KWD (exponent 3). No value changes: "4.99 EUR"
-- becomes 499 EUR, "10.00 USD" 1000 USD, "1500.00 JPY" 1500 JPY; no currency is turned into another, none counts 0.
-- A text this cannot read exactly (another form, or more decimals than its currency has) stops the migration,
-- naming the row: fix that row's `amount` by hand, then start the host again (nothing is written until then).
alter table store_transactions add column amount_cents bigint;
alter table store_transactions add column currency char(3) check (currency ~ '^[A-Z]{3}$');
alter table store_transactions add constraint store_transactions_amount_currency
  check ((amount_cents is null) = (currency is null));

-- ISO 4217 minor units (list one of the standard, https://www.six-group.com/en/products-services/financial-information/data-standards.html):
-- the currencies whose exponent is not 2, as src/core/domain/cash-amount.ts holds them. Null: a text not of the form.
create function migration_024_minor_units(p_amount text) returns numeric language sql immutable as $$
  select m.parts[1]::numeric * 10 ^ (case
      when m.parts[3] in ('BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV',
                          'XAF', 'XOF', 'XPF') then 0
      when m.parts[3] in ('BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND') then 3
      when m.parts[3] in ('CLF', 'UYW') then 4
      else 2 end)
    from (select regexp_match(btrim(p_amount), '^(-?[0-9]{1,14}(\.[0-9]+)?) ([A-Z]{3})$') as parts) m $$;

do $$
declare
  v_row record;
begin
  select txn_id, amount into v_row from store_transactions
   where amount is not null
     and (migration_024_minor_units(amount) is null or migration_024_minor_units(amount) <> trunc(migration_024_minor_units(amount)))
   order by txn_id limit 1;
  if found then
    -- In French, as the host's log is (docs/history.md#cash-amounts).
    raise exception 'Migration 024 : le montant « % » du paiement % ne se lit pas comme « <nombre> <code ISO 4217> » en unités entières de sa devise ; corrigez-le (par exemple « 4.99 EUR ») puis relancez l’hôte',
      v_row.amount, v_row.txn_id;
  end if;
end
$$;

-- Not an update of a column the sales trigger watches: the rollups are made again below, from these columns.
update store_transactions
   set amount_cents = migration_024_minor_units(amount)::bigint, currency = right(btrim(amount), 3)
 where amount is not null;
drop function migration_024_minor_units(text);

drop trigger store_transactions_sales on store_transactions;
alter table store_transactions drop column amount;

-- The cash figures per currency: the store payments' moves (a payment on its day, a refund or a lost dispute on the
-- day it happened) and their net amount in minor units; and per product, the payments kept. A payment without an
-- amount (its line had no price) moves no cash.
alter table sales_days drop column cash_moves, drop column cash_cents;
create table sales_cash_days (
  day date not null, shard integer not null, currency char(3) not null,
  moves integer not null default 0, cents bigint not null default 0,
  primary key (day, shard, currency)
) with (fillfactor = 50);
create index sales_cash_days_unfolded on sales_cash_days (day) where shard >= 0;
drop table sales_cash_product_days;
create table sales_cash_product_days (
  day date not null, shard integer not null,
  product_id integer not null, package_name text not null, currency char(3) not null,
  payments integer not null, cents bigint not null,
  primary key (day, shard, product_id, package_name, currency)
) with (fillfactor = 50);
create index sales_cash_product_days_unfolded on sales_cash_product_days (day) where shard >= 0;

-- Days that only held cash moves keep nothing now.
delete from sales_days where orders = 0 and unions_spent = 0;

-- What was paid before this migration, in one pass per rollup (the rollups hold nothing the rows do not).
insert into sales_cash_days (day, shard, currency, moves, cents)
select day, -1, currency, count(*), sum(cents) from (
  select paris_day(created_at) as day, currency, amount_cents as cents from store_transactions where currency is not null
  union all
  select paris_day(updated_at), currency, -amount_cents from store_transactions
   where currency is not null and status in ('refunded', 'dispute_lost') and updated_at is not null) moves
group by day, currency;
insert into sales_cash_product_days (day, shard, product_id, package_name, currency, payments, cents)
select paris_day(created_at), -1, coalesce(product_id, 0), package_name, currency, count(*), sum(amount_cents)
  from store_transactions where currency is not null and status not in ('refunded', 'dispute_lost') group by 1, 3, 4, 5;

-- add_store_sale() and compact_sales_rollups() read these columns now (their files in web/db/functions/, applied
-- after this migration); euro_cents() read the text and is gone with it.
create trigger store_transactions_sales
  after insert or delete or update of account_id, package_name, amount_cents, currency, status, created_at, updated_at, product_id
  on store_transactions for each row execute function roll_up_store_transaction();
drop function euro_cents(text);
delete from schema_functions where name = 'euro_cents';
