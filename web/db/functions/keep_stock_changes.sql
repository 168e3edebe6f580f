-- keep_stock_changes(): defined by migration 013; its current definition is this file (web/README.md, "Stored functions").
-- Deleted slots (a stock made unlimited) keep their changes in catalog_revision: the revision never goes back.
create or replace function keep_stock_changes() returns trigger language plpgsql as $$
begin
  update catalog_revision set revision = revision + (select coalesce(sum(changes), 0) + 1 from gone);
  return null;
end;
$$;
