-- A purchase with Unions in one round trip (web/purchases/buy-products.ts calls it; web/README.md "The purchase
-- transaction"). Locks in the project's one order: the account (serialises one player's purchases, which makes
-- the idempotency and character-limit reads safe), the character (key share: it may not vanish), then the
-- basket's products in id order once every check passed (limited stocks for their decrement, the others only
-- key-shared, the weakest lock, which no other purchase's lock conflicts with); the inserts last.
--
-- p_lines: [{"id", "amount", "daily", "discount"}], discount being the day's offer for a daily line (null when
-- the offer is gone) and 0 otherwise. The answer is json with `kind`:
--   no_session | no_character | stored {requestHash, answer} | refused {products, bought} | poor {balance}
--   | bought {answer, revision}. A refusal changes nothing; the caller words it (src/messages/purchase-errors.ts).
create function buy_products(
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
  v_limited integer;
  v_short boolean;
  v_checked jsonb;
  v_line record;
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

  -- One read of the lines' products: the checks, the prices and the order all use it (unlimited rows stay unlocked).
  select jsonb_agg(jsonb_build_object(
           'id', p.id, 'name', p.name, 'label', p.label, 'price', p.price, 'grants', p.grants, 'amount', l.amount,
           'discount', coalesce(l.discount, 0), 'daily', l.daily, 'limited', p.stocks is not null,
           'total', round(p.price - p.price * coalesce(l.discount, 0) / 100.0)::int * l.amount) order by p.id),
         bool_or(p.id is null or not p.active or p.money_type <> 'tokens'
           or (l.daily and l.discount is null) or (not l.daily and p.is_daily_shop_only)
           or (p.stocks is not null and p.stocks < l.amount)
           or (p.character_limit > 0 and coalesce(b.units, 0) + l.amount > p.character_limit)),
         count(*) filter (where p.stocks is not null)
    into v_checked, v_refused, v_limited
    from jsonb_to_recordset(p_lines) as l(id integer, amount integer, daily boolean, discount integer)
    left join products p on p.id = l.id
    left join lateral (
      select sum(ol.quantity)::int as units from order_lines ol join orders o on o.id = ol.order_id
       where p.character_limit > 0 and o.character_id = p_character and ol.product_id = p.id
    ) b on true;
  if v_refused then return purchase_refusal(p_lines, p_character); end if;

  select coalesce(sum(c.total), 0) into v_total from jsonb_to_recordset(v_checked) as c(total integer);
  if v_balance < v_total then return json_build_object('kind', 'poor', 'balance', v_balance); end if;

  -- Late, once every check passed, every product of the basket in id order: a limited stock's row for its
  -- decrement (checked again under the lock), the others only key-shared, as the order lines' foreign key would
  -- key-share them anyway. Taken here in one pass, not at the inserts, the order stays the catalogue import's
  -- (every product by id, then catalog_revision): never a product after the revision, never out of id order.
  for v_line in select * from jsonb_to_recordset(v_checked) as c(id integer, limited boolean, amount integer) order by c.id loop
    if v_line.limited then
      select stocks < v_line.amount into v_short from products where id = v_line.id for no key update;
      if v_short then return purchase_refusal(p_lines, p_character); end if;
    else
      perform 1 from products where id = v_line.id for key share;
    end if;
  end loop;
  if v_limited > 0 then
    -- One statement, so one catalog_revision bump (its trigger), after every product lock.
    update products p set stocks = p.stocks - c.amount
      from jsonb_to_recordset(v_checked) as c(id integer, amount integer, limited boolean)
     where p.id = c.id and c.limited and p.stocks is not null;
  end if;

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
  -- The catalogue revision after this purchase's own stock changes: the caller's shop data must be at least this one.
  return json_build_object('kind', 'bought', 'answer', v_answer, 'revision', (select revision::text from catalog_revision));
end;
$$;

-- What a refused basket's answer is worded from: the lines' products as they are now, and the units the
-- character already bought of those with a limit (web/purchases/check-lines.ts words it).
create function purchase_refusal(p_lines jsonb, p_character integer) returns json language sql stable as $$
  select json_build_object(
    'kind', 'refused',
    'products', coalesce((
      select json_agg(p) from (
        select id, name, label, category, price, money_type, images, description, sort_index, theme, stocks, character_limit,
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
