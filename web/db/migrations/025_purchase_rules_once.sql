-- 025: each purchase rule in one place (issue 30). The functions change in their files (web/db/functions/):
-- purchase_line_refusal() is new and holds a line's rules; buy_products() asks it, answers the character's name instead
-- of a French text split around it, reads and locks the account once (balance and purchase block together) and writes
-- it once; purchase_refusal() gives each refused line's rule and numbers. This migration moves what those need.

-- 1. A stored purchase answer (replayed for its Idempotency-Key) holds the character's name as data; the host words the
-- success text from it (web/purchases/buy-products.ts). The name comes from the order's character, as it is now.
update purchase_requests r
   set response = (r.response - 'success') || jsonb_build_object('characterName', c.firstname || ' ' || c.lastname)
  from orders o join characters c on c.id = o.character_id
 where o.id = r.order_id and r.response ? 'success';

-- 2. A blocked buyer is refused by buy_products() from its one read of the locked account, so the orders trigger that
-- read the account again for every order goes (buy_products() is the only writer of orders).
drop trigger if exists orders_refuse_blocked_buyer on orders;
drop function if exists refuse_blocked_buyer();
delete from schema_functions where name = 'refuse_blocked_buyer';
