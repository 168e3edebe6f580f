import { assignPaymentRequestSchema, paymentFilterSchema } from '../../../src/core/contract/back-office-players.ts'
import { backOfficePlayerErrors } from '../../../src/core/messages/back-office-players.ts'
import type { AppDeps } from '../../app-deps.ts'
import { HttpError } from '../../http/http-error.ts'
import { parseJsonBody } from '../../http/json-body.ts'
import { parseQuery } from '../../http/validate.ts'
import type { AdminContext, AdminRoute } from '../admin-route.ts'
import { assignPayment } from '../payments/assign-payment.ts'
import { PAYMENT_PAGE_SIZE, readDebts, readPayment, readPayments, readUnresolvedEvents } from '../payments/payments-repo.ts'
import { keyedAuditedWrite } from '../staff-action-keys.ts'

/** A store payment line's id (`<transaction>:<package>`) as the path gives it, or 404. */
function txnIdOf(c: AdminContext): string {
  const id = c.req.param('id') ?? ''
  if (id.length < 1 || id.length > 200) throw new HttpError(404, backOfficePlayerErrors.unknownPayment)
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
        const found = await readPayment(db, txnIdOf(c))
        if (!found) throw new HttpError(404, backOfficePlayerErrors.unknownPayment)
        return c.json(found)
      }
    },
    { method: 'POST', path: '/payments/:id/assign', role: 'admin', freshness: 'sensitive', handle: (c) => assignRoute(c, deps) }
  ]
}

async function assignRoute(c: AdminContext, { db, now, config }: AppDeps): Promise<Response> {
  const txnId = txnIdOf(c)
  const { username, reason, idempotencyKey } = await parseJsonBody(c, assignPaymentRequestSchema)
  const at = new Date(now())
  const kind = { action: 'payment.assign', target: `payment:${txnId}`, key: idempotencyKey }
  await keyedAuditedWrite(db, c.get('actor'), kind, at, (tx) => assignPayment(tx, { txnId, username, reason, at, config }))
  return c.json({ done: `Paiement attribué à ${username}` })
}
