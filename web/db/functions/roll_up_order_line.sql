-- roll_up_order_line(): defined by migration 017; its current definition is this file (web/README.md, "Stored functions").
create or replace function roll_up_order_line() returns trigger language plpgsql as $$
begin
  if TG_OP <> 'INSERT' then perform add_line_sale(old, -1); end if;
  if TG_OP <> 'DELETE' then perform add_line_sale(new, 1); end if;
  return null;
end $$;
