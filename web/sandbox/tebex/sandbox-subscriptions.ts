import { randomBytes } from 'node:crypto'

import { Hono } from 'hono'

import { tebexSandboxMessages as messages } from '../../../src/core/messages/tebex-sandbox.ts'
import type { SandboxState, SandboxSubscription } from './sandbox-state.ts'
import { newTransactionId, tebexDate } from './sandbox-webhooks.ts'

/** The stand-in bills subscriptions every 30 days. */
export const SANDBOX_PERIOD_MS = 30 * 86_400_000
const MAX_SUBSCRIPTIONS = 1_000

/** RecurringPaymentSubject (research/tebex.md §2.3): status 2 "Active" while it renews. */
function recurringSubject(subscription: SandboxSubscription, nextPaymentAt: number): Record<string, unknown> {
  const active = subscription.status === 'active'
  return {
    reference: subscription.reference,
    created_at: tebexDate(subscription.createdAt),
    paused_at: null,
    paused_until: null,
    next_payment_at: tebexDate(nextPaymentAt),
    status: active ? { id: 2, description: 'Active' } : { id: 4, description: 'Cancelled' },
    initial_payment: subscription.initialPayment,
    last_payment: subscription.lastPayment,
    fail_count: 0,
    price: subscription.initialPayment.price,
    cancelled_at: active ? null : tebexDate(Date.now()),
    cancel_reason: active ? null : 'Résiliation (démo)'
  }
}

/**
 * A paid basket holding a subscription package: its payment (marked recurring, before it is sent)
 * belongs to a new recurring payment (`tbx-r-…`).
 */
export function openSubscription(state: SandboxState, payment: Record<string, unknown>, at: number): SandboxSubscription {
  const reference = `tbx-r-${randomBytes(20).toString('hex')}`
  payment.payment_sequence = 'recurring'
  payment.recurring_payment_reference = reference
  const subscription: SandboxSubscription = {
    reference,
    createdAt: at,
    initialPayment: payment,
    lastPayment: payment,
    paidUntil: at + SANDBOX_PERIOD_MS,
    status: 'active'
  }
  if (state.subscriptions.size >= MAX_SUBSCRIPTIONS) state.subscriptions.delete(state.subscriptions.keys().next().value ?? '')
  state.subscriptions.set(reference, subscription)
  return subscription
}

/** Told to the shop after payment.completed, as Tebex does. */
export async function announceSubscription(state: SandboxState, subscription: SandboxSubscription, at: number): Promise<void> {
  await state.webhooks.send('recurring-payment.started', recurringSubject(subscription, subscription.paidUntil), at)
}

/**
 * Demo controls, as Tebex would tell the shop: `renew` bills the next period, `cancel` asks to stop
 * at the end of the paid period, `end` jumps to that end (the period is over, the Grade goes).
 */
export function subscriptionRoutes(state: SandboxState): Hono {
  const { now } = state.deps
  return new Hono()
    .get('/subscriptions', (c) =>
      c.json(
        [...state.subscriptions.values()].reverse().map((subscription) => ({
          reference: subscription.reference,
          status: subscription.status,
          paid_until: new Date(subscription.paidUntil).toISOString(),
          transaction_id: subscription.lastPayment.transaction_id
        }))
      )
    )
    .post('/subscriptions/:reference/:action', async (c) => {
      const subscription = state.subscriptions.get(c.req.param('reference'))
      const action = c.req.param('action')
      if (!subscription || !['renew', 'cancel', 'end'].includes(action)) {
        return c.json({ error: messages.unknownSubscriptionAction(c.req.param('reference'), action) }, 404)
      }
      if (subscription.status === 'ended') return c.json({ error: messages.subscriptionEnded(subscription.reference) }, 409)
      const at = now()
      if (action === 'renew') {
        subscription.lastPayment = { ...subscription.initialPayment, transaction_id: newTransactionId(), created_at: tebexDate(at) }
        subscription.paidUntil += SANDBOX_PERIOD_MS
        subscription.status = 'active'
        return c.json({
          webhook: await state.webhooks.send('recurring-payment.renewed', recurringSubject(subscription, subscription.paidUntil), at)
        })
      }
      if (action === 'cancel') {
        subscription.status = 'cancelled'
        const subject = recurringSubject(subscription, subscription.paidUntil)
        return c.json({ webhook: await state.webhooks.send('recurring-payment.cancellation.requested', subject, at) })
      }
      subscription.status = 'ended'
      subscription.paidUntil = at
      return c.json({ webhook: await state.webhooks.send('recurring-payment.ended', recurringSubject(subscription, at), at) })
    })
}
