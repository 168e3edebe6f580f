-- buy_products(): defined by migration 011, last rewritten by 025; its current definition is this file (web/README.md, "Stored functions").
-- buy_products() of migration 013, its limited stocks taken last, after every insert: a stock slot is then held
-- only from its decrement to the commit, the shortest time the guarantees allow, instead of through the inserts. A
-- stock that ran out since the products were read raises BQOUT, which rolls the whole purchase back; the caller asks
-- purchase_refusal() for the refusal's rows. Locks: the account, the character (key share), the basket's products
-- key-shared in id order, the inserts (new rows, which no other transaction waits for), then the slots.
-- Migration 025: a line's rules are purchase_line_refusal()'s, asked here and by purchase_refusal(); every answer is
-- data the host words in French (the character's name, not a text around it); the account is read, locked and
-- written once (its balance and whether staff blocked its purchases; one update after the ledger rows).
-- `jit = off`: its checks read a set-returning function the planner sizes at 100 rows, so once a shop has some
-- orders their estimated cost passes jit_above_cost and every purchase paid ~20 ms of LLVM compiling for a few
-- milliseconds of work (mixed baskets 117/s with PostgreSQL's default jit = on; 1,146/s without).
drop function if exists buy_products(text, text, integer, text, text, jsonb, timestamptz, text, text);
create or replace function buy_products(
  p_session_hash text,
  p_server text,
  p_character integer,
  p_key text,
  p_request_hash text,
  p_lines jsonb,
  p_at timestamptz
) returns json language plpgsql set jit = off as $$
declare
  v_account integer;
  v_balance integer;
  v_blocked boolean;
  v_moved boolean := false;
  v_stored record;
  v_character record;
  v_refused boolean;
  v_total integer;
  v_checked jsonb;
  v_line record;
  v_order bigint;
  v_credited integer;
  v_lines json[] := '{}';
  v_answer json;
begin
  select account_id into v_account from sessions where id_hash = p_session_hash and expires_at > p_at;
  if v_account is null then return json_build_object('kind', 'no_session'); end if;

  -- The account's one read and lock in the purchase: its balance, and whether staff blocked its purchases.
  select shop_tokens, purchases_blocked_at is not null into v_balance, v_blocked from accounts where id = v_account for no key update;

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
         bool_or(purchase_line_refusal(p.id, p.active, p.money_type, p.is_daily_shop_only, st.stocks, p.character_limit,
                                       coalesce(b.units, 0), l.amount, l.daily, l.discount) is not null)
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
  -- Staff blocked this player's purchases (migration 015): refused where the orders trigger used to, before any write.
  if v_blocked then return json_build_object('kind', 'blocked'); end if;

  -- Every product of the basket key-shared in id order, as the order lines' foreign keys would, but before any
  -- stock slot: the catalogue import locks every product, then writes the slots.
  perform 1 from products where id in (select c.id from jsonb_to_recordset(v_checked) as c(id integer)) order by id for key share;

  insert into orders (account_id, character_id, server_name, total, created_at)
  values (v_account, v_character.id, p_server, v_total, p_at) returning id into v_order;
  -- Each balance change its ledger row, with the balance after it; the account itself is written once, below.
  if v_total > 0 then
    v_balance := v_balance - v_total;
    v_moved := true;
    insert into ledger (account_id, delta, balance_after, reason, reference, created_at)
    values (v_account, -v_total, v_balance, 'Achat n°' || v_order, 'order:' || v_order, p_at);
  end if;

  -- The lines, their deliveries and their Unions in one statement, not three or four per line: each line's order line;
  -- everything it gives but Unions for the game to hand out, one delivery per line; a pack's Unions to the balance at
  -- once, each credit its ledger row with the balance after it (a running sum in line order).
  with lines as (
    select c.*, g.game, g.unions
      from jsonb_to_recordset(v_checked)
        as c(id integer, name text, label text, price integer, grants jsonb, amount integer, discount integer, daily boolean, total integer)
      cross join lateral (
        select jsonb_agg(e) filter (where e->>'kind' <> 'unions') as game,
               coalesce(sum((e->>'amount')::int) filter (where e->>'kind' = 'unions'), 0) as unions
          from jsonb_array_elements(c.grants) e
      ) g
  ), inserted as (
    insert into order_lines (order_id, product_id, name, label, quantity, unit_price, discount, total, from_daily_shop)
    select v_order, l.id, l.name, l.label, l.amount, l.price, l.discount, l.total, l.daily from lines l order by l.id
    returning id, product_id
  ), delivered as (
    insert into deliveries (order_line_id, account_id, character_id, server_name, quantity, grants, created_at)
    select i.id, v_account, v_character.id, p_server, l.amount, l.game, p_at
      from inserted i join lines l on l.id = i.product_id where l.game is not null order by i.id
  ), credited as (
    insert into ledger (account_id, delta, balance_after, reason, reference, created_at)
    select v_account, l.unions * l.amount, v_balance + sum(l.unions * l.amount) over (order by i.id),
           'Unions de ' || l.label || ', achat n°' || v_order, 'order-line:' || i.id || ':unions', p_at
      from inserted i join lines l on l.id = i.product_id where l.unions > 0 order by i.id
  )
  select coalesce(sum(l.unions * l.amount), 0)::int,
         coalesce(array_agg(json_build_object('itemId', l.id, 'label', l.label, 'quantity', l.amount, 'unitPrice', l.price,
           'discount', l.discount, 'total', l.total, 'isFromDailyShop', l.daily) order by l.id), '{}')
    into v_credited, v_lines from lines l;
  if v_credited > 0 then
    v_balance := v_balance + v_credited;
    v_moved := true;
  end if;
  if v_moved then update accounts set shop_tokens = v_balance, updated_at = p_at where id = v_account; end if;

  -- The host words the success text around the character's name (src/core/messages/purchase-errors.ts).
  v_answer := json_build_object(
    'characterName', v_character.firstname || ' ' || v_character.lastname,
    'shopTokens', v_balance,
    'order', json_build_object('id', v_order, 'lines', array_to_json(v_lines), 'total', v_total, 'characterDbId', v_character.id));
  if p_key is not null then
    insert into purchase_requests (account_id, idempotency_key, request_hash, order_id, response, created_at)
    values (v_account, p_key, p_request_hash, v_order, v_answer, p_at);
  end if;
  -- The limited stocks last, product by product in id order: a slot is held from its decrement to the commit only.
  -- A stock that ran out since the read above undoes the whole purchase; the caller words the refusal from the
  -- products as they are then (purchase_refusal(), web/purchases/buy-products.ts).
  for v_line in select * from jsonb_to_recordset(v_checked) as c(id integer, limited boolean, amount integer) where c.limited order by c.id loop
    if not take_product_stock(v_line.id, v_line.amount) then
      raise exception 'product % ran out during the purchase', v_line.id using errcode = 'BQOUT';
    end if;
  end loop;
  -- The shop's revision after this purchase's own stock changes: the caller's shop data must be at least this one.
  return json_build_object('kind', 'bought', 'answer', v_answer, 'revision', (select revision::text from shop_revision));
end;
$$;
