-- The sales rollups of a database that ran an earlier text of 017 (shards as pid modulo 64 in a smallint, or
-- statement triggers, or no partial indexes: commits 0b999e6 to e10c30a, 2026-11-24) are dropped here and made
-- again from today's 017 by this migration's step in the host (web/db/migrations/sales-rollups-again.ts), which
-- backfills them from the orders and payments: rollups hold nothing the rows do not. A no-op on a database that
-- ran today's 017.
do $$
declare
  v_function regprocedure;
begin
  if (select data_type from information_schema.columns
       where table_schema = current_schema() and table_name = 'sales_days' and column_name = 'shard') = 'integer'
     and to_regprocedure('compact_sales_rollups(date)') is not null
     and to_regclass('sales_days_unfolded') is not null
     and to_regclass('sales_product_days_unfolded') is not null
     and to_regclass('sales_cash_product_days_unfolded') is not null
     and not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                      where n.nspname = current_schema()
                        and p.proname in ('add_order_sales', 'add_line_sales', 'add_store_sales', 'note_first_buys',
                                          'refresh_first_buys', 'roll_up_orders', 'roll_up_order_lines',
                                          'roll_up_store_transactions')) then
    return;
  end if;
  if to_regclass('sales_days') is null then
    return; -- 017 never ran here: it runs with this upgrade, as today's text.
  end if;
  -- Every function 017 ever defined, with the triggers that call them (cascade), then its tables.
  for v_function in
    select p.oid::regprocedure from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = current_schema()
       and p.proname in ('paris_day', 'sales_shard', 'euro_cents', 'add_order_sale', 'add_line_sale', 'add_store_sale',
                         'note_first_buy', 'refresh_first_buy', 'roll_up_order', 'roll_up_order_line',
                         'roll_up_store_transaction', 'compact_sales_rollups', 'add_order_sales', 'add_line_sales',
                         'add_store_sales', 'note_first_buys', 'refresh_first_buys', 'roll_up_orders',
                         'roll_up_order_lines', 'roll_up_store_transactions')
  loop
    execute format('drop function %s cascade', v_function);
  end loop;
  drop table sales_days, sales_product_days, sales_cash_product_days, sales_first_buys cascade;
end
$$;
