import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

import type { Context } from 'hono'
import { Hono } from 'hono'

import { tebexSandboxMessages as messages } from '../../../src/core/messages/tebex-sandbox.ts'
import { CHECKOUT_SCRIPT } from './checkout-script.ts'
import { demoControlRoutes } from './demo-control-routes.ts'
import { loginPageRoutes } from './login-page-routes.ts'
import { html } from './page-answer.ts'
import { problem, providerTexts as texts } from './problem.ts'
import { checkoutPage, unpayableReason } from './sandbox-pages.ts'
import type { SandboxState } from './sandbox-state.ts'
import { announceSubscription, openSubscription } from './sandbox-subscriptions.ts'
import { newTransactionId, PAYMENT_STATUSES, paymentSubject } from './sandbox-webhooks.ts'

/** The checkout is framed by the shop (and the game's NUI), so it names no frame-ancestors. */
const CHECKOUT_CSP =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self' https: data:; base-uri 'none'"
/** Payments the demo controls can act on; the oldest are forgotten first. */
const MAX_PAYMENTS = 1_000

let zoidScript: Promise<string> | undefined

/** zoid's browser build, from node_modules at run time: the bundled server in dist/ finds it the same way. */
function readZoid(): Promise<string> {
  zoidScript ??= readFile(createRequire(import.meta.url).resolve('zoid/dist/zoid.min.js'), 'utf8')
  return zoidScript
}

/** The stand-in's pages (login, checkout), its payments, and its demo controls (refunds, disputes, a webhook sent again). */
export function checkoutRoutes(state: SandboxState): Hono {
  const { now } = state.deps
  const basketOf = (c: Context) => state.baskets.find(c.req.param('ident') ?? '', now())
  return new Hono()
    .get('/zoid.min.js', async (c) => script(c, await readZoid()))
    .get('/checkout.js', (c) => script(c, CHECKOUT_SCRIPT))
    .route('/', loginPageRoutes(state))
    .route('/', demoControlRoutes(state))
    .get('/checkout/:ident', (c) => html(c, CHECKOUT_CSP, checkoutPage(c.req.param('ident'), basketOf(c)), 200))
    .post('/checkout/:ident/pay', async (c) => {
      const basket = basketOf(c)
      const reason = unpayableReason(basket)
      if (reason !== undefined || !basket) return problem(c, texts.badRequest, reason ?? messages.basketNotFound)
      basket.complete = true
      const transactionId = newTransactionId()
      const subject = paymentSubject(basket, transactionId, PAYMENT_STATUSES.complete, now())
      if (state.payments.size >= MAX_PAYMENTS) state.payments.delete(state.payments.keys().next().value ?? '')
      state.payments.set(transactionId, { transactionId, ident: basket.ident, subject, createdAt: now() })
      const subscription = basket.lines.some((line) => line.subscription) ? openSubscription(state, subject, now()) : undefined
      const webhook = await state.webhooks.send('payment.completed', subject, now())
      if (subscription) await announceSubscription(state, subscription, now())
      return c.json({ ident: basket.ident, transaction_id: transactionId, status: 'complete', webhook })
    })
    .post('/checkout/:ident/decline', async (c) => {
      const basket = basketOf(c)
      const reason = unpayableReason(basket)
      if (reason !== undefined || !basket) return problem(c, texts.badRequest, reason ?? messages.basketNotFound)
      const transactionId = newTransactionId()
      const subject = paymentSubject(basket, transactionId, PAYMENT_STATUSES.declined, now(), messages.declineReason)
      const webhook = await state.webhooks.send('payment.declined', subject, now())
      return c.json({ ident: basket.ident, transaction_id: transactionId, status: 'declined', message: messages.declineReason, webhook })
    })
}

function script(c: Context, body: string): Response {
  c.header('content-type', 'text/javascript; charset=utf-8')
  c.header('cache-control', 'no-cache')
  return c.body(body)
}
