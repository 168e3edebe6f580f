-- sales_shard(): defined by migration 017; its current definition is this file (web/README.md, "Stored functions").
create or replace function sales_shard() returns integer language sql stable parallel safe
  as $$ select pg_backend_pid() $$;
