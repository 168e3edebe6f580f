-- paris_day(): defined by migration 017; its current definition is this file (web/README.md, "Stored functions").
create or replace function paris_day(at timestamptz) returns date language sql immutable parallel safe
  as $$ select (at at time zone 'Europe/Paris')::date $$;
