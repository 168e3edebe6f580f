import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

import type { Context } from 'hono'
import { Hono } from 'hono'

import { tebexSandboxMessages as messages } from '../../../src/core/messages/tebex-sandbox.ts'
import type { Queryable } from '../../db/database.ts'
import { CHECKOUT_SCRIPT } from './checkout-script.ts'
import { problem, providerTexts as texts } from './problem.ts'
import type { SandboxBasket } from './sandbox-baskets.ts'
import { authPage, checkoutPage, errorPage, unpayableReason } from './sandbox-pages.ts'
import { isHttpUrl, type SandboxState } from './sandbox-state.ts'
import { announceSubscription, openSubscription } from './sandbox-subscriptions.ts'
import { newTransactionId, PAYMENT_STATUSES, paymentSubject } from './sandbox-webhooks.ts'

/** The checkout is framed by the shop (and the game's NUI), so it names no frame-ancestors. */
const CHECKOUT_CSP =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self' https: data:; base-uri 'none'"
/** The login page goes back to the shop, wherever it runs, after its form is sent. */
const AUTH_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'"

/** What the stand-in can do to a payment afterwards, as Tebex would tell the shop. */
const PAYMENT_ACTIONS = {
  refund: { type: 'payment.refunded', status: PAYMENT_STATUSES.refund },
  'dispute-opened': { type: 'payment.dispute.opened', status: PAYMENT_STATUSES.chargeback },
  'dispute-lost': { type: 'payment.dispute.lost', status: PAYMENT_STATUSES.chargeback },
  'dispute-won': { type: 'payment.dispute.won', status: PAYMENT_STATUSES.complete }
} as const

/** Payments the demo controls can act on; the oldest are forgotten first. */
const MAX_PAYMENTS = 1_000

let zoidScript: Promise<string> | undefined

/** zoid's browser build, from node_modules at run time: the bundled server in dist/ finds it the same way. */
function readZoid(): Promise<string> {
  zoidScript ??= readFile(createRequire(import.meta.url).resolve('zoid/dist/zoid.min.js'), 'utf8')
  return zoidScript
}

/** The stand-in's pages (login, checkout) and its demo controls (refunds, disputes, a webhook sent again). */
export function checkoutRoutes(state: SandboxState): Hono {
  const { db, now } = state.deps
  const basketOf = (c: Context) => state.baskets.find(c.req.param('ident') ?? '', now())
  return new Hono()
    .get('/zoid.min.js', async (c) => script(c, await readZoid()))
    .get('/checkout.js', (c) => script(c, CHECKOUT_SCRIPT))
    .get('/auth/:ident', async (c) => {
      const basket = basketOf(c)
      const returnUrl = c.req.query('returnUrl') ?? ''
      if (!basket) return html(c, AUTH_CSP, errorPage(messages.basketNotFound), 404)
      if (!isHttpUrl(returnUrl)) return html(c, AUTH_CSP, errorPage(messages.badReturnUrl), 400)
      const account = await basketAccount(db, basket)
      return html(c, AUTH_CSP, authPage(basket.ident, returnUrl, account?.username ?? null), 200)
    })
    .post('/auth/:ident', async (c) => {
      const basket = basketOf(c)
      const returnUrl = String((await c.req.parseBody()).returnUrl ?? '')
      if (!basket) return html(c, AUTH_CSP, errorPage(messages.basketNotFound), 404)
      if (!isHttpUrl(returnUrl)) return html(c, AUTH_CSP, errorPage(messages.badReturnUrl), 400)
      const account = await basketAccount(db, basket)
      basket.authorized = true
      basket.username = account?.username ?? null
      basket.usernameId = account?.cfxId ?? null
      return c.redirect(returnUrl, 302)
    })
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

/** The shop account the basket was made for (its custom.accountId), named on the login page and in webhooks. */
async function basketAccount(db: Queryable, basket: SandboxBasket): Promise<{ username: string; cfxId: string | null } | undefined> {
  const accountId = Number(basket.custom?.accountId)
  if (!Number.isInteger(accountId) || accountId <= 0 || accountId > 2_147_483_647) return undefined
  const { rows } = await db.query<{ username: string; identifier: string | null }>(
    `select a.username, (select min(i.identifier) from account_identifiers i
                          where i.account_id = a.id and i.identifier like 'fivem:%') as identifier
       from accounts a where a.id = $1`,
    [accountId]
  )
  const row = rows[0]
  return row && { username: row.username, cfxId: row.identifier?.slice('fivem:'.length) ?? null }
}

function html(c: Context, csp: string, body: string, status: 200 | 400 | 404): Response {
  c.header('content-security-policy', csp)
  c.header('cache-control', 'no-store')
  return c.html(body, status)
}

function script(c: Context, body: string): Response {
  c.header('content-type', 'text/javascript; charset=utf-8')
  c.header('cache-control', 'no-cache')
  return c.body(body)
}
