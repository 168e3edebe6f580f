-- The back-office: staff roles, the back-office state of a session, the audit of every staff write,
-- and the images staff upload (kept in the database so every web host serves the same file).
alter table accounts add column staff_role text check (staff_role in ('staff', 'admin'));

-- A back-office call refreshes admin_seen_at (30 minutes idle ends the back-office, not the shop
-- session); admin_auth_at is the last password re-entry, asked again for sensitive actions after 10 minutes.
alter table sessions add column admin_seen_at timestamptz;
alter table sessions add column admin_auth_at timestamptz;

create table staff_actions (
  id bigserial primary key,
  -- null for the host's own command line (npm run admin:grant).
  account_id integer references accounts (id),
  actor text not null,
  action text not null,
  target text not null,
  before jsonb,
  after jsonb,
  address text,
  at timestamptz not null
);
create index staff_actions_at on staff_actions (at desc, id desc);
create index staff_actions_target on staff_actions (target, id desc);

-- Append-only for every role of the database, whatever a route or a script tries.
create function refuse_staff_action_change() returns trigger language plpgsql as $$
begin
  raise exception 'staff_actions est en ajout seul : aucune ligne ne se modifie ni ne se supprime';
end;
$$;
create trigger staff_actions_append_only before update or delete on staff_actions
  for each row execute function refuse_staff_action_change();
create trigger staff_actions_no_truncate before truncate on staff_actions
  for each statement execute function refuse_staff_action_change();

create table uploaded_images (
  -- The SHA-256 of the bytes: the same file uploaded twice is one row, and its address never changes.
  sha256 text primary key check (sha256 ~ '^[0-9a-f]{64}$'),
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')),
  bytes bytea not null,
  width integer not null,
  height integer not null,
  original_name text not null,
  account_id integer references accounts (id),
  created_at timestamptz not null
);
