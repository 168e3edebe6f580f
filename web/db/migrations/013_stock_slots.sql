-- A limited stock spread over slot rows (web/catalog/stock-repository.ts; web/README.md "The purchase transaction").
-- One products row holding the stock made every buyer of that product wait for the previous one's commit; with
-- the units spread over 16 rows, a purchase takes them from one slot no other transaction holds (SKIP LOCKED), and
-- locks every slot of the product, in order, only when no single slot has enough: the last units still sell exactly.
-- A product is limited when it has slots; its stock is their sum. Unlimited products have none.
create table product_stock_slots (
  product_id integer not null references products (id) on delete cascade,
  slot smallint not null check (slot between 0 and 15),
  units integer not null check (units >= 0),
  -- Bumped by every write of the row: the shop's revision counts them (shop_revision), so a purchase that lowers a
  -- stock moves the revision without writing one row that every purchase would wait on.
  changes bigint not null default 1,
  primary key (product_id, slot)
);

-- What every web host compares to know its shop data is stale: catalogue changes plus stock changes.
create view shop_revision as
  select c.revision + coalesce((select sum(s.changes) from product_stock_slots s), 0) as revision from catalog_revision c;

-- Deleted slots (a stock made unlimited) keep their changes in catalog_revision: the revision never goes back.
create function keep_stock_changes() returns trigger language plpgsql as $$
begin
  update catalog_revision set revision = revision + (select coalesce(sum(changes), 0) + 1 from gone);
  return null;
end;
$$;
create trigger product_stock_slots_deleted after delete on product_stock_slots
  referencing old table as gone for each statement execute function keep_stock_changes();

-- `p_units` spread evenly over the product's 16 slots; the caller holds them (or the product, for new slots).
create function spread_product_stock(p_product integer, p_units integer) returns void language sql as $$
  insert into product_stock_slots (product_id, slot, units)
  select p_product, s, p_units / 16 + case when s < p_units % 16 then 1 else 0 end from generate_series(0, 15) s
  on conflict (product_id, slot) do update set units = excluded.units, changes = product_stock_slots.changes + 1
$$;

-- A stock set outright (catalogue import, staff): null makes the product unlimited. Locks the product row (no key
-- update: purchases only key-share it), then every slot in order, waiting for the purchases holding one.
create function set_product_stock(p_product integer, p_units integer) returns void language plpgsql as $$
begin
  perform 1 from products where id = p_product for no key update;
  perform 1 from product_stock_slots where product_id = p_product order by slot for update;
  if p_units is null then
    delete from product_stock_slots where product_id = p_product;
  else
    perform spread_product_stock(p_product, p_units);
  end if;
end;
$$;

-- Takes `p_units` of a limited product's stock, or nothing (false: not that many left; true for a product that has
-- become unlimited, as a purchase read before that change is taken as made just after it). The caller
-- holds the product row at least key-shared. Waits only for slots of this product, and only while holding none of
-- them or lower ones: with products taken in id order, no two takers wait on each other.
create function take_product_stock(p_product integer, p_units integer) returns boolean language plpgsql as $$
declare
  v_slot smallint;
  v_left bigint;
  v_taken boolean := false;
begin
  -- A slot nobody holds with enough units; each connection starts its search at another slot. A slot that another
  -- taker emptied since this statement began is locked, found short and passed over, yet stays locked: in a block
  -- that finds none, those are let go again (its subtransaction rolls back), so this taker reaches the waits below,
  -- and the ordered lock of every slot, holding no slot of this product.
  begin
    select slot into v_slot from product_stock_slots
     where product_id = p_product and units >= p_units
     order by (slot + pg_backend_pid()) % 16 limit 1 for update skip locked;
    if not found then raise exception 'no free slot' using errcode = 'BQNSL'; end if;
    v_taken := true;
  exception when sqlstate 'BQNSL' then
    v_slot := null;
  end;
  if not v_taken then
    -- Every such slot is held: wait for one, picked by the same rotation so waiters spread over the slots instead
    -- of queueing on one. The wait locks that one row only, in a block: a slot found short once free is let go again
    -- (the block's subtransaction rolls back), so a waiter never holds a slot while it waits for another.
    for v_try in 0..3 loop
      select slot into v_slot from product_stock_slots
       where product_id = p_product and units >= p_units
       order by (slot + pg_backend_pid() + v_try * 5) % 16 limit 1;
      exit when not found;
      begin
        perform 1 from product_stock_slots where product_id = p_product and slot = v_slot and units >= p_units for update;
        if not found then raise exception 'slot short' using errcode = 'BQNSL'; end if;
        v_taken := true;
      exception when sqlstate 'BQNSL' then
        v_slot := null;
      end;
      exit when v_taken;
    end loop;
    if not v_taken then v_slot := null; end if;
  end if;
  if v_slot is not null then
    update product_stock_slots set units = units - p_units, changes = changes + 1 where product_id = p_product and slot = v_slot;
    return true;
  end if;
  -- No single slot has enough: every slot in order, then the units taken across them and the rest spread again.
  perform 1 from product_stock_slots where product_id = p_product order by slot for update;
  select sum(units) into v_left from product_stock_slots where product_id = p_product;
  if v_left is null then return true; end if;
  if v_left < p_units then return false; end if;
  perform spread_product_stock(p_product, (v_left - p_units)::integer);
  return true;
end;
$$;

-- Gives `p_units` back to a limited product's stock (a refund, staff): false when the product is unlimited.
create function put_product_stock(p_product integer, p_units integer) returns boolean language plpgsql as $$
declare
  v_slot smallint;
begin
  select slot into v_slot from product_stock_slots where product_id = p_product order by units, slot limit 1 for update skip locked;
  if not found then
    select slot into v_slot from product_stock_slots where product_id = p_product order by slot limit 1 for update;
  end if;
  if not found then return false; end if;
  update product_stock_slots set units = units + p_units, changes = changes + 1 where product_id = p_product and slot = v_slot;
  return true;
end;
$$;

-- A stock moved by `p_delta` units at once, never below zero (staff adjustments, refunds that restore stock).
-- json {kind: 'done', stock} | {kind: 'short', stock} | {kind: 'unlimited'}.
create function adjust_product_stock(p_product integer, p_delta integer) returns json language plpgsql as $$
declare
  v_done boolean;
begin
  perform 1 from products where id = p_product for key share;
  v_done := case when p_delta < 0 then take_product_stock(p_product, -p_delta)
                 when p_delta > 0 then put_product_stock(p_product, p_delta)
                 else exists (select 1 from product_stock_slots where product_id = p_product) end;
  return json_build_object('kind', case when not exists (select 1 from product_stock_slots where product_id = p_product) then 'unlimited'
                                        when v_done then 'done' else 'short' end,
                           'stock', (select sum(units)::int from product_stock_slots where product_id = p_product));
end;
$$;

select set_product_stock(id, stocks) from products where stocks is not null;
alter table products drop column stocks;

-- buy_products() of migration 011, its stocks in slots. Locks: the account, the character (key share), every
-- product of the basket key-shared in id order (never written by a purchase any more), then the limited ones'
-- slots product by product (take_product_stock), then the inserts.
create or replace function buy_products(
  p_session_hash text,
  p_server text,
  p_character integer,
  p_key text,
  p_request_hash text,
  p_lines jsonb,
  p_at timestamptz,
  p_success_before text,
  p_success_after text
) returns json language plpgsql as $$
declare
  v_account integer;
  v_balance integer;
  v_stored record;
  v_character record;
  v_refused boolean;
  v_total integer;
  v_checked jsonb;
  v_line record;
  v_taken jsonb := '[]';
  v_order bigint;
  v_line_id bigint;
  v_game jsonb;
  v_unions integer;
  v_lines json[] := '{}';
  v_answer json;
begin
  select account_id into v_account from sessions where id_hash = p_session_hash and expires_at > p_at;
  if v_account is null then return json_build_object('kind', 'no_session'); end if;

  select shop_tokens into v_balance from accounts where id = v_account for no key update;

  if p_key is not null then
    select request_hash, response into v_stored from purchase_requests where account_id = v_account and idempotency_key = p_key;
    if found then return json_build_object('kind', 'stored', 'requestHash', v_stored.request_hash, 'answer', v_stored.response); end if;
  end if;

  select id, firstname, lastname into v_character from characters
   where id = p_character and account_id = v_account and server_name = p_server and active for key share;
  if not found then return json_build_object('kind', 'no_character'); end if;

  -- One read of the lines' products: the checks, the prices and the order all use it (nothing locked yet).
  select jsonb_agg(jsonb_build_object(
           'id', p.id, 'name', p.name, 'label', p.label, 'price', p.price, 'grants', p.grants, 'amount', l.amount,
           'discount', coalesce(l.discount, 0), 'daily', l.daily, 'limited', st.stocks is not null,
           'total', round(p.price - p.price * coalesce(l.discount, 0) / 100.0)::int * l.amount) order by p.id),
         bool_or(p.id is null or not p.active or p.money_type <> 'tokens'
           or (l.daily and l.discount is null) or (not l.daily and p.is_daily_shop_only)
           or (st.stocks is not null and st.stocks < l.amount)
           or (p.character_limit > 0 and coalesce(b.units, 0) + l.amount > p.character_limit))
    into v_checked, v_refused
    from jsonb_to_recordset(p_lines) as l(id integer, amount integer, daily boolean, discount integer)
    left join products p on p.id = l.id
    left join lateral (select sum(s.units)::int as stocks from product_stock_slots s where s.product_id = p.id) st on true
    left join lateral (
      select sum(ol.quantity)::int as units from order_lines ol join orders o on o.id = ol.order_id
       where p.character_limit > 0 and o.character_id = p_character and ol.product_id = p.id
    ) b on true;
  if v_refused then return purchase_refusal(p_lines, p_character); end if;

  select coalesce(sum(c.total), 0) into v_total from jsonb_to_recordset(v_checked) as c(total integer);
  if v_balance < v_total then return json_build_object('kind', 'poor', 'balance', v_balance); end if;

  -- Every product of the basket key-shared in id order, as the order lines' foreign keys would, but before any
  -- stock slot: the catalogue import locks every product, then writes the slots.
  perform 1 from products where id in (select c.id from jsonb_to_recordset(v_checked) as c(id integer)) order by id for key share;
  -- The limited stocks, product by product in id order; a stock that ran out meanwhile gives back what was taken
  -- from the others and refuses the basket.
  for v_line in select * from jsonb_to_recordset(v_checked) as c(id integer, limited boolean, amount integer) where c.limited order by c.id loop
    if not take_product_stock(v_line.id, v_line.amount) then
      perform put_product_stock(t.id, t.amount) from jsonb_to_recordset(v_taken) as t(id integer, amount integer);
      return purchase_refusal(p_lines, p_character);
    end if;
    v_taken := v_taken || jsonb_build_object('id', v_line.id, 'amount', v_line.amount);
  end loop;

  insert into orders (account_id, character_id, server_name, total, created_at)
  values (v_account, v_character.id, p_server, v_total, p_at) returning id into v_order;
  if v_total > 0 then
    v_balance := v_balance - v_total;
    update accounts set shop_tokens = v_balance, updated_at = p_at where id = v_account;
    insert into ledger (account_id, delta, balance_after, reason, reference, created_at)
    values (v_account, -v_total, v_balance, 'Achat n°' || v_order, 'order:' || v_order, p_at);
  end if;

  for v_line in
    select * from jsonb_to_recordset(v_checked)
      as c(id integer, name text, label text, price integer, grants jsonb, amount integer, discount integer, daily boolean, total integer)
     order by c.id
  loop
    insert into order_lines (order_id, product_id, name, label, quantity, unit_price, discount, total, from_daily_shop)
    values (v_order, v_line.id, v_line.name, v_line.label, v_line.amount, v_line.price, v_line.discount, v_line.total, v_line.daily)
    returning id into v_line_id;
    -- Unions go to the balance at once; everything else is for the game to hand out, one delivery per line.
    select jsonb_agg(g) filter (where g->>'kind' <> 'unions'), coalesce(sum((g->>'amount')::int) filter (where g->>'kind' = 'unions'), 0)
      into v_game, v_unions from jsonb_array_elements(v_line.grants) g;
    if v_game is not null then
      insert into deliveries (order_line_id, account_id, character_id, server_name, quantity, grants, created_at)
      values (v_line_id, v_account, v_character.id, p_server, v_line.amount, v_game, p_at);
    end if;
    if v_unions > 0 then
      v_balance := v_balance + v_unions * v_line.amount;
      update accounts set shop_tokens = v_balance, updated_at = p_at where id = v_account;
      insert into ledger (account_id, delta, balance_after, reason, reference, created_at)
      values (v_account, v_unions * v_line.amount, v_balance, 'Unions de ' || v_line.label || ', achat n°' || v_order,
              'order-line:' || v_line_id || ':unions', p_at);
    end if;
    v_lines := v_lines || json_build_object('itemId', v_line.id, 'label', v_line.label, 'quantity', v_line.amount,
      'unitPrice', v_line.price, 'discount', v_line.discount, 'total', v_line.total, 'isFromDailyShop', v_line.daily);
  end loop;

  v_answer := json_build_object(
    'success', p_success_before || v_character.firstname || ' ' || v_character.lastname || p_success_after,
    'shopTokens', v_balance,
    'order', json_build_object('id', v_order, 'lines', array_to_json(v_lines), 'total', v_total, 'characterDbId', v_character.id));
  if p_key is not null then
    insert into purchase_requests (account_id, idempotency_key, request_hash, order_id, response, created_at)
    values (v_account, p_key, p_request_hash, v_order, v_answer, p_at);
  end if;
  -- The shop's revision after this purchase's own stock changes: the caller's shop data must be at least this one.
  return json_build_object('kind', 'bought', 'answer', v_answer, 'revision', (select revision::text from shop_revision));
end;
$$;

-- What a refused basket's answer is worded from: the lines' products as they are now (stocks summed from their
-- slots), and the units the character already bought of those with a limit (web/purchases/check-lines.ts).
create or replace function purchase_refusal(p_lines jsonb, p_character integer) returns json language sql stable as $$
  select json_build_object(
    'kind', 'refused',
    'products', coalesce((
      select json_agg(p) from (
        select id, name, label, category, price, money_type, images, description, sort_index, theme,
               (select sum(s.units)::int from product_stock_slots s where s.product_id = products.id) as stocks, character_limit,
               is_daily_shop_only, daily_shop_eligible, daily_shop_discount, tebex_package_id, active, grants
          from products where id in (select l.id from jsonb_to_recordset(p_lines) as l(id integer))
      ) p), '[]'),
    'bought', coalesce((
      select json_object_agg(ol.product_id, ol.units) from (
        select l.product_id, sum(l.quantity)::int as units from order_lines l join orders o on o.id = l.order_id
         where o.character_id = p_character
           and l.product_id in (select x.id from jsonb_to_recordset(p_lines) as x(id integer))
         group by l.product_id
      ) ol), '{}'))
$$;
