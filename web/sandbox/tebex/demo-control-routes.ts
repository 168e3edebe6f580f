import { Hono } from 'hono'

import { tebexSandboxMessages as messages } from '../../../src/core/messages/tebex-sandbox.ts'
import type { SandboxState } from './sandbox-state.ts'
import { PAYMENT_STATUSES } from './sandbox-webhooks.ts'

/** What the stand-in can do to a payment afterwards, as Tebex would tell the shop. */
const PAYMENT_ACTIONS = {
  refund: { type: 'payment.refunded', status: PAYMENT_STATUSES.refund },
  'dispute-opened': { type: 'payment.dispute.opened', status: PAYMENT_STATUSES.chargeback },
  'dispute-lost': { type: 'payment.dispute.lost', status: PAYMENT_STATUSES.chargeback },
  'dispute-won': { type: 'payment.dispute.won', status: PAYMENT_STATUSES.complete }
} as const

/** The demo's controls: the payments made, what Tebex would tell afterwards (refunds, disputes), the last webhook again. */
export function demoControlRoutes(state: SandboxState): Hono {
  const { now } = state.deps
  return new Hono()
    .get('/payments', (c) =>
      // Newest first: the map keeps the order of payment.
      c.json(
        [...state.payments.values()].reverse().map((payment) => ({
          transaction_id: payment.transactionId,
          ident: payment.ident,
          created_at: new Date(payment.createdAt).toISOString()
        }))
      )
    )
    .post('/payments/:transaction/:action', async (c) => {
      const payment = state.payments.get(c.req.param('transaction'))
      const name = c.req.param('action')
      const action = Object.hasOwn(PAYMENT_ACTIONS, name) ? PAYMENT_ACTIONS[name as keyof typeof PAYMENT_ACTIONS] : undefined
      if (!payment || !action) return c.json({ error: messages.unknownPaymentAction(c.req.param('transaction'), name) }, 404)
      const webhook = await state.webhooks.send(action.type, { ...payment.subject, status: action.status }, now())
      return c.json({ webhook })
    })
    .post('/webhooks/resend-last', async (c) => {
      const webhook = await state.webhooks.resendLast()
      return webhook ? c.json({ webhook }) : c.json({ error: messages.noWebhookYet }, 404)
    })
}
