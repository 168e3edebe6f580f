-- Forum-account logins under way (Cfx.re forum, Discourse User API Key flow): one row per attempt, bound to the
-- browser by a cookie whose hash is the key, removed at the first answer so a payload is never accepted twice.
create table forum_logins (
  binding_hash text primary key,
  nonce text not null,
  -- The attempt's own RSA key (PKCS#8 PEM): made for this attempt only and deleted with the row.
  private_key text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index forum_logins_expiry on forum_logins (expires_at);
