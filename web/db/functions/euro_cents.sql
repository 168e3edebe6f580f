-- euro_cents(): defined by migration 017; its current definition is this file (web/README.md, "Stored functions").
-- "9.99 EUR" in cents; another currency counts nothing (the shop sells in euros).
create or replace function euro_cents(amount text) returns bigint language sql immutable parallel safe
  as $$ select case when amount like '% EUR' then round(split_part(amount, ' ', 1)::numeric * 100)::bigint else 0 end $$;
