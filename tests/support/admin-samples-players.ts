import type { AdminSample } from './admin-samples.ts'

const staffForm = { reason: 'Vérification du staff', idempotencyKey: 'sample-key-0001' }

/** Samples for the back-office's players, payments, messages and sales routes (see admin-samples.ts). */
export const PLAYER_SAMPLES: Record<string, AdminSample> = {
  'GET /api/admin/players': { query: { q: 'Lucas' } },
  'GET /api/admin/players/:id': {},
  'GET /api/admin/players/:id/ledger': { query: { page: '1' } },
  'POST /api/admin/players/:id/balance': { body: { delta: 500, ...staffForm } },
  'POST /api/admin/players/:id/sessions/end': { body: staffForm },
  'POST /api/admin/players/:id/purchases-block': { body: { blocked: true, ...staffForm } },
  'POST /api/admin/deliveries/:id/requeue': { body: staffForm },
  'POST /api/admin/deliveries/:id/cancel': { body: staffForm }
}

export const PAYMENT_AND_MESSAGE_SAMPLES: Record<string, AdminSample> = {
  'GET /api/admin/payments': { query: { status: 'refunded', page: '1' } },
  'GET /api/admin/payments/unresolved': {},
  'GET /api/admin/payments/debts': {},
  'GET /api/admin/payments/:id': { id: 'tbx-1:6000010' },
  'POST /api/admin/payments/:id/assign': { id: 'tbx-1:6000010', body: { username: 'Lucas_Martin', ...staffForm } },
  'POST /api/admin/payments/events/:id/resolve': {
    id: 'evt-unknown-package',
    body: { line: 0, productId: 1, username: 'Lucas_Martin', ...staffForm }
  },
  'GET /api/admin/messages': { query: { handled: '0', page: '1' } },
  'POST /api/admin/messages/:id/handled': { body: { handled: true } },
  'GET /api/admin/sales': { query: { from: '2026-11-01', to: '2026-11-21' } }
}
