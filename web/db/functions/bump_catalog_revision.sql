-- bump_catalog_revision(): defined by migration 001; its current definition is this file (web/README.md, "Stored functions").
create or replace function bump_catalog_revision() returns trigger language plpgsql as $$
begin
  update catalog_revision set revision = revision + 1;
  return null;
end;
$$;
