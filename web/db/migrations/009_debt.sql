-- Debts: a refund or a lost dispute takes back every Union it credited, even below zero, as payment
-- platforms do. A negative balance is what the player owes; purchases are refused until later credits
-- repay it. Only a reversal may go below zero (web/accounts/ledger.ts decides, not the schema).
alter table accounts drop constraint accounts_shop_tokens_check;
alter table ledger drop constraint ledger_balance_after_check;

-- A delivery either hands goods out or takes back those of a reversed payment ('revoke'); a pending one
-- whose payment was reversed is cancelled, never handed out.
alter table deliveries add column kind text not null default 'grant' check (kind in ('grant', 'revoke'));
alter table deliveries add column revokes_delivery_id bigint references deliveries (id);
alter table deliveries drop constraint deliveries_status_check;
alter table deliveries add constraint deliveries_status_check check (status in ('pending', 'claimed', 'delivered', 'cancelled'));

-- Reversed payments whose goods had already reached the game: staff check the revocation went through.
alter table store_transactions add column review_reason text;
alter table store_transactions add column reviewed_at timestamptz;
create index store_transactions_review on store_transactions (updated_at) where review_reason is not null and reviewed_at is null;

-- Before this migration a refund of spent Unions took nothing and left 'reversal_pending' with
-- unions_owed: those Unions are taken back now, one ledger row per payment line, oldest first.
with owed as (
  select s.txn_id, coalesce(s.gift_to_account_id, s.account_id) as account_id, s.unions_owed as amount,
         coalesce(p.label, s.package_name) as label, coalesce(s.payment_id, s.txn_id) as payment_id,
         coalesce((select e.type from tebex_events e, jsonb_array_elements(e.detail) d
                    where d->>'txnId' = s.txn_id and d->>'outcome' = 'reversal_pending'
                    order by e.received_at desc limit 1), 'payment.refunded') as event_type
    from store_transactions s left join products p on p.id = s.product_id
   where s.status = 'reversal_pending' and s.unions_owed > 0
     and coalesce(s.gift_to_account_id, s.account_id) is not null
),
running as (
  select o.*, a.shop_tokens - sum(o.amount) over (partition by o.account_id order by o.txn_id) as balance_after
    from owed o join accounts a on a.id = o.account_id
),
debited as (
  insert into ledger (account_id, delta, balance_after, reason, reference, created_at)
  select account_id, -amount, balance_after, 'Remboursement ' || label || ' (Tebex ' || payment_id || ')',
         'tebex-reversal:' || txn_id, now()
    from running
  returning account_id, delta
),
balances as (
  update accounts a set shop_tokens = a.shop_tokens + t.total, updated_at = now()
    from (select account_id, sum(delta)::int as total from debited group by account_id) t
   where a.id = t.account_id
  returning a.id
)
update store_transactions s
   set status = case when o.event_type = 'payment.dispute.lost' then 'dispute_lost' else 'refunded' end,
       updated_at = now()
  from owed o
 where s.txn_id = o.txn_id;

alter table store_transactions drop column unions_owed;
