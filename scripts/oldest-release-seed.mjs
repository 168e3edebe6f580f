// The rows of tests/fixtures/releases/0.3.0.sql (scripts/oldest-release-fixture.mjs), in that release's schema: what
// its host would have written for these events (ledger reasons and references as web/tebex and buy_products wrote
// them). Every balance is the sum of its ledger rows. Fixed dates; no session, limit or contact message (the
// retention job may delete those, docs/releases.md).
export const SEED_SQL = `
insert into products (id, name, label, category, price, money_type, images, description, sort_index, theme,
  tebex_package_id, grants, subscription_monthly_unions, updated_at) values
  (1, 'kit_reparation', 'Kit de réparation', 'item', 500, 'tokens', '[]', '<p>Un kit.</p>', 10, 'bronze', null,
   '[{"kind":"item","item":"repairkit","count":1}]', null, '2026-11-20 10:00:00+00'),
  (2, 'unions_2500', '2500 Unions', 'Points boutique', 1999, 'cash', '[]', '<p>2500 Unions.</p>', 20, 'silver', 6100001,
   '[{"kind":"unions","amount":2500}]', null, '2026-11-20 10:00:00+00'),
  (3, 'grade_vip', 'Grade VIP', 'Grades', 999, 'cash', '[]', '<p>Abonnement mensuel.</p>', 30, 'gold', 6100002,
   '[{"kind":"grade","tier":1}]', 800, '2026-11-20 10:00:00+00'),
  (4, 'voiture_rare', 'Voiture rare', 'vehicle', 1000, 'tokens', '[]', '<p>Série limitée.</p>', 40, 'diamond', null,
   '[{"kind":"vehicle","model":"rare"}]', null, '2026-11-20 10:00:00+00');
-- Voiture rare: a limited stock of 3 left, over two slots.
insert into product_stock_slots (product_id, slot, units) values (4, 0, 2), (4, 1, 1);

insert into accounts (id, username, username_key, password_hash, shop_tokens, staff_role, created_at, updated_at) values
  (1, 'Lucas_Martin', 'lucas_martin', null, 2800, null, '2026-11-20 11:00:00+00', '2026-11-22 09:00:00+00'),
  (2, 'Emma_Roux', 'emma_roux', null, -500, null, '2026-11-20 11:05:00+00', '2026-11-23 15:00:00+00'),
  (3, 'Admin_Boutique', 'admin_boutique', 'scrypt$16384$8$1$c2VsLWZpeHR1cmU=$aGFzaC1maXh0dXJl', 0, 'admin',
   '2026-11-20 09:00:00+00', '2026-11-20 09:00:00+00');
insert into account_identifiers (identifier, account_id) values
  ('license:1111111111111111111111111111111111111111', 1), ('fivem:101', 1),
  ('license:2222222222222222222222222222222222222222', 2), ('fivem:103', 3);
insert into characters (id, account_id, server_name, game_id, firstname, lastname, dob, pob, height, updated_at) values
  (1, 1, 'main', 'char1:lucas', 'Lucas', 'Martin', '01/02/1995', 'Los Santos', 182, '2026-11-20 11:00:00+00'),
  (2, 2, 'main', 'char1:emma', 'Emma', 'Roux', '03/04/1998', 'Sandy Shores', 168, '2026-11-20 11:05:00+00');

-- Lucas's VIP subscription, paid a month ahead (active: no expiry job touches it).
insert into subscriptions (reference, account_id, product_id, status, paid_until, ends_at, created_at, updated_at) values
  ('tbx-r-0001-lucas', 1, 3, 'active', '2026-12-22 08:00:00+00', null, '2026-11-22 08:00:00+00', '2026-11-22 08:00:00+00');
-- Cash payments: Lucas's and Emma's 2500 Unions, Lucas's VIP subscription's first month; Emma's is refunded later.
insert into store_transactions (txn_id, account_id, package_id, package_name, quantity, amount, status, created_at,
  payment_id, product_id, updated_at, subscription_reference) values
  ('tbx-0001-lucas', 1, 6100001, '2500 Unions', 1, '19.99 EUR', 'complete', '2026-11-21 10:00:00+00', 'tbx-0001-lucas', 2,
   '2026-11-21 10:00:00+00', null),
  ('tbx-0002-emma', 2, 6100001, '2500 Unions', 1, '19.99 EUR', 'refunded', '2026-11-21 11:00:00+00', 'tbx-0002-emma', 2,
   '2026-11-23 15:00:00+00', null),
  ('tbx-0003-lucas', 1, 6100002, 'Grade VIP', 1, '9.99 EUR', 'complete', '2026-11-22 08:00:00+00', 'tbx-0003-lucas', 3,
   '2026-11-22 08:00:00+00', 'tbx-r-0001-lucas');
insert into tebex_events (id, type, body, received_at, outcome, detail) values
  ('evt-0001', 'payment.completed', '{"subject":{"transaction_id":"tbx-0001-lucas"}}', '2026-11-21 10:00:01+00', 'processed',
   '[{"txnId":"tbx-0001-lucas","outcome":"credited"}]'),
  ('evt-0002', 'payment.completed', '{"subject":{"transaction_id":"tbx-0002-emma"}}', '2026-11-21 11:00:01+00', 'processed',
   '[{"txnId":"tbx-0002-emma","outcome":"credited"}]'),
  ('evt-0003', 'payment.completed', '{"subject":{"transaction_id":"tbx-0003-lucas"}}', '2026-11-22 08:00:01+00', 'processed',
   '[{"txnId":"tbx-0003-lucas","outcome":"credited"}]'),
  ('evt-0004', 'payment.refunded', '{"subject":{"transaction_id":"tbx-0002-emma"}}', '2026-11-23 15:00:01+00', 'processed',
   '[{"txnId":"tbx-0002-emma","outcome":"reversed"}]');

-- Purchases with Unions: Lucas a kit (delivered) and the limited car (waiting for him in game), Emma a kit.
insert into orders (id, account_id, character_id, server_name, total, created_at) values
  (1, 1, 1, 'main', 500, '2026-11-21 12:00:00+00'),
  (2, 1, 1, 'main', 1000, '2026-11-22 09:00:00+00'),
  (3, 2, 2, 'main', 500, '2026-11-21 12:30:00+00');
insert into order_lines (id, order_id, product_id, name, label, quantity, unit_price, discount, total, from_daily_shop) values
  (1, 1, 1, 'kit_reparation', 'Kit de réparation', 1, 500, 0, 500, false),
  (2, 2, 4, 'voiture_rare', 'Voiture rare', 1, 1000, 0, 1000, false),
  (3, 3, 1, 'kit_reparation', 'Kit de réparation', 1, 500, 0, 500, false);
insert into deliveries (id, order_line_id, store_transaction_id, account_id, character_id, server_name, quantity, grants,
  status, attempts, delivered_at, created_at) values
  (1, 1, null, 1, 1, 'main', 1, '[{"kind":"item","item":"repairkit","count":1}]', 'delivered', 1, '2026-11-21 12:01:00+00',
   '2026-11-21 12:00:00+00'),
  (2, 2, null, 1, 1, 'main', 1, '[{"kind":"vehicle","model":"rare"}]', 'pending', 0, null, '2026-11-22 09:00:00+00'),
  (3, 3, null, 2, 2, 'main', 1, '[{"kind":"item","item":"repairkit","count":1}]', 'delivered', 1, '2026-11-21 12:31:00+00',
   '2026-11-21 12:30:00+00'),
  (4, null, 'tbx-0003-lucas', 1, null, 'main', 1, '[{"kind":"grade","tier":1}]', 'delivered', 1, '2026-11-22 08:01:00+00',
   '2026-11-22 08:00:00+00');

-- Each balance change, in order: Lucas 2500 − 500 − 1000 + 800 = 1800 + 1000 (staff credit) = 2800; Emma
-- 2500 − 500 − 2500 (the refund, spent Unions taken back below zero) = −500.
insert into ledger (id, account_id, delta, balance_after, reason, reference, created_at) values
  (1, 1, 2500, 2500, 'Achat de 2500 Unions', 'tebex:tbx-0001-lucas', '2026-11-21 10:00:00+00'),
  (2, 2, 2500, 2500, 'Achat de 2500 Unions', 'tebex:tbx-0002-emma', '2026-11-21 11:00:00+00'),
  (3, 1, -500, 2000, 'Achat n°1', 'order:1', '2026-11-21 12:00:00+00'),
  (4, 2, -500, 2000, 'Achat n°3', 'order:3', '2026-11-21 12:30:00+00'),
  (5, 1, 800, 2800, 'Abonnement Grade VIP', 'subscription:tbx-r-0001-lucas:tbx-0003-lucas', '2026-11-22 08:00:00+00'),
  (6, 1, -1000, 1800, 'Achat n°2', 'order:2', '2026-11-22 09:00:00+00'),
  (7, 1, 1000, 2800, 'Geste commercial', 'staff:3', '2026-11-22 09:30:00+00'),
  (8, 2, -2500, -500, 'Remboursement : 2500 Unions', 'tebex:tbx-0002-emma:refund', '2026-11-23 15:00:00+00');

-- The staff journal (append-only): the staff credit, a daily-shop pin.
insert into staff_actions (id, account_id, actor, action, target, before, after, address, at) values
  (1, 1, 'Admin_Boutique', 'player.credit', 'account:1', '{"balance":1800}', '{"balance":2800}', '198.51.100.7',
   '2026-11-22 09:30:00+00'),
  (2, null, 'Admin_Boutique', 'daily.pin', 'product:1', null, '{"pinned":true}', '198.51.100.7', '2026-11-22 10:00:00+00');

select setval('accounts_id_seq', 3), setval('characters_id_seq', 2), setval('orders_id_seq', 3),
  setval('order_lines_id_seq', 3), setval('deliveries_id_seq', 4), setval('ledger_id_seq', 8),
  setval('staff_actions_id_seq', 2);
`
