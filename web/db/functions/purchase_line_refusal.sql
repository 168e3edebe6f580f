-- purchase_line_refusal(): defined by migration 025; its current definition is this file (web/README.md, "Stored functions").
-- The one place the rules of a purchase line live (docs/unions-purchase.md#refusals): the first rule the line breaks,
-- or null when it may be bought. buy_products() asks it whether to refuse; purchase_refusal() gives each refused line
-- with it and the numbers its text needs, which web/purchases/purchase-refusal.ts words in French (one case per value
-- below: tests/api/purchase-rules.test.ts checks the two lists are the same). Immutable SQL of its arguments only, so
-- the planner inlines it into its callers' queries (no call per line).
create or replace function purchase_line_refusal(
  p_product integer, -- null: no such product
  p_active boolean,
  p_money_type text,
  p_daily_only boolean,
  p_stocks integer, -- null: unlimited
  p_character_limit integer, -- 0: none
  p_bought integer, -- units this character already bought of it
  p_amount integer,
  p_daily boolean,
  p_discount integer -- a daily line's discount from today's offers; null: the offer is gone
) returns text language sql immutable as $$
  select case
    when p_product is null then 'unknown_product'
    when not p_active then 'inactive'
    when p_money_type <> 'tokens' then 'cash_only'
    when p_daily and p_discount is null then 'offer_expired'
    when not p_daily and p_daily_only then 'daily_only'
    when p_stocks is not null and p_stocks < p_amount then 'stock'
    when p_character_limit > 0 and p_bought + p_amount > p_character_limit then 'character_limit'
  end
$$;
