import { assignPaymentRequestSchema, paymentFilterSchema } from '../../../src/core/contract/back-office-players.ts'
import { resolvePackageRequestSchema } from '../../../src/core/contract/staff-forms.ts'
import { backOfficePlayerErrors } from '../../../src/core/messages/back-office-players.ts'
import { paymentResolutionTexts } from '../../../src/core/messages/payment-resolution.ts'
import type { AppDeps } from '../../app-deps.ts'
import { HttpError } from '../../http/http-error.ts'
import { parseJsonBody } from '../../http/json-body.ts'
import { parseQuery } from '../../http/validate.ts'
import type { AdminContext, AdminRoute } from '../admin-route.ts'
import { assignPayment } from '../payments/assign-payment.ts'
import { PAYMENT_PAGE_SIZE, readDebts, readPayment, readPayments } from '../payments/payments-repo.ts'
import { resolveUnknownPackage } from '../payments/resolve-package.ts'
import { readUnresolvedEvents } from '../payments/unresolved-events.ts'
import { keyedAuditedWrite } from '../staff-action-keys.ts'

/** A store payment line's id (`<transaction>:<package>`) or a webhook event's id as the path gives it, or 404. */
function pathIdOf(c: AdminContext, unknown: string = backOfficePlayerErrors.unknownPayment): string {
  const id = c.req.param('id') ?? ''
  if (id.length < 1 || id.length > 200) throw new HttpError(404, unknown)
  return id
}

/** Store-provider payments, their webhook events, what is left to resolve by hand, and the debts reversals left. */
export function paymentRoutes(deps: AppDeps): AdminRoute[] {
  const { db } = deps
  return [
    {
      method: 'GET',
      path: '/payments',
      role: 'staff',
      handle: async (c) => {
        const filter = parseQuery(c, paymentFilterSchema)
        return c.json({ ...(await readPayments(db, filter)), page: filter.page, pageSize: PAYMENT_PAGE_SIZE })
      }
    },
    { method: 'GET', path: '/payments/unresolved', role: 'staff', handle: async (c) => c.json({ events: await readUnresolvedEvents(db) }) },
    { method: 'GET', path: '/payments/debts', role: 'staff', handle: async (c) => c.json({ debts: await readDebts(db) }) },
    {
      method: 'GET',
      path: '/payments/:id',
      role: 'staff',
      handle: async (c) => {
        const found = await readPayment(db, pathIdOf(c))
        if (!found) throw new HttpError(404, backOfficePlayerErrors.unknownPayment)
        return c.json(found)
      }
    },
    { method: 'POST', path: '/payments/:id/assign', role: 'admin', freshness: 'sensitive', handle: (c) => assignRoute(c, deps) },
    { method: 'POST', path: '/payments/events/:id/resolve', role: 'admin', freshness: 'sensitive', handle: (c) => resolveRoute(c, deps) }
  ]
}

async function assignRoute(c: AdminContext, { db, now, config }: AppDeps): Promise<Response> {
  const txnId = pathIdOf(c)
  const { username, reason, idempotencyKey } = await parseJsonBody(c, assignPaymentRequestSchema)
  const at = new Date(now())
  const kind = { action: 'payment.assign', target: `payment:${txnId}`, key: idempotencyKey }
  const actor = c.get('actor')
  await keyedAuditedWrite(db, actor, kind, at, (tx) => assignPayment(tx, { txnId, username, reason, actor, at, config }))
  return c.json({ done: paymentResolutionTexts.assigned(username) })
}

async function resolveRoute(c: AdminContext, { db, now, config }: AppDeps): Promise<Response> {
  const eventId = pathIdOf(c, paymentResolutionTexts.unknownEvent)
  const { line, productId, username, reason, idempotencyKey } = await parseJsonBody(c, resolvePackageRequestSchema)
  const at = new Date(now())
  const actor = c.get('actor')
  const kind = { action: 'payment.resolve_package', target: `tebex_event:${eventId}`, key: idempotencyKey }
  const resolution = { eventId, line, productId, username, reason, actor, at, config }
  const { label } = await keyedAuditedWrite(db, actor, kind, at, (tx) => resolveUnknownPackage(tx, resolution))
  return c.json({ done: paymentResolutionTexts.done(label, username) })
}
