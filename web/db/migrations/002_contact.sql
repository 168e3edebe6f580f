-- Messages of the contact form: every one is kept, then forwarded (SMTP or chat webhook) and retried until sent.
create table contact_messages (
  id bigint generated always as identity primary key,
  username text not null,
  email text not null,
  subject text not null,
  text text not null,
  client_address text,
  created_at timestamptz not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  -- When a host may next try to send it; a claim pushes it ahead, so two hosts never send it at once.
  next_attempt_at timestamptz not null,
  sent_at timestamptz,
  check ((status = 'sent') = (sent_at is not null))
);

-- The per-sender limit looks up the latest message of an address or a client.
create index contact_messages_email_recent on contact_messages (lower(email), created_at desc);
create index contact_messages_client_recent on contact_messages (client_address, created_at desc)
  where client_address is not null;
create index contact_messages_due on contact_messages (next_attempt_at) where status <> 'sent';
