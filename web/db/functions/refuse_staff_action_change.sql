-- refuse_staff_action_change(): defined by migration 014; its current definition is this file (web/README.md, "Stored functions").
-- Append-only for every role of the database, whatever a route or a script tries.
create or replace function refuse_staff_action_change() returns trigger language plpgsql as $$
begin
  raise exception 'staff_actions est en ajout seul : aucune ligne ne se modifie ni ne se supprime';
end;
$$;
