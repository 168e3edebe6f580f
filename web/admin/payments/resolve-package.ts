import { paymentResolutionTexts } from '../../../src/core/messages/payment-resolution.ts'
import { lockAccounts } from '../../accounts/lock-accounts.ts'
import type { Config } from '../../config.ts'
import type { Queryable } from '../../db/database.ts'
import { HttpError } from '../../http/http-error.ts'
import { lineParties } from '../../tebex/payment-parties.ts'
import { grantLine, insertLine, lineTxnIds, type CashProduct } from '../../tebex/record-payment.ts'
import type { StaffActor, AuditedChange } from '../staff-actions.ts'
import { accountIdNamed } from './assign-payment.ts'
import { applyWaitingEvents } from '../../tebex/waiting-events.ts'
import { markLineResolved, refuseTakenBack, unknownPackageLine } from './unresolved-events.ts'

export interface PackageResolution {
  eventId: string
  /** The line's position in the payment's products (a package may come twice). */
  line: number
  productId: number
  username: string
  reason: string
  actor: StaffActor
  at: Date
  config: Pick<Config, 'servers' | 'defaultServer'>
}

/** A product sold through the store provider, whatever its package id; staff say which one the unknown package stands for. */
async function cashProductById(tx: Queryable, productId: number): Promise<CashProduct> {
  const { rows } = await tx.query<CashProduct>(`select id, label, grants from products where id = $1 and money_type = 'cash'`, [productId])
  const product = rows[0]
  if (!product) throw new HttpError(409, paymentResolutionTexts.notCashProduct)
  return product
}

/**
 * A paid line whose package the catalogue did not know, recorded as the webhook would have recorded it had
 * the package been the product staff chose: the same store transaction id (so the webhook sent again grants
 * nothing), the same buyer, Unions through the ledger, goods queued; the player staff name receives it.
 */
export async function resolveUnknownPackage(
  tx: Queryable,
  resolution: PackageResolution
): Promise<AuditedChange<{ txnId: string; label: string }>> {
  const { subject, line } = await unknownPackageLine(tx, resolution.eventId, resolution.line)
  await refuseTakenBack(tx, subject.transaction_id)
  const product = await cashProductById(tx, resolution.productId)
  const recipientId = await accountIdNamed(tx, resolution.username)
  const { buyerId } = await lineParties(tx, subject, line)
  const accounts = await lockAccounts(tx, [buyerId, recipientId])
  const txnId = lineTxnIds(subject)[resolution.line] ?? ''
  const paid = { subject, line, txnId, product, buyerId, recipientId, at: resolution.at }
  if (!(await insertLine(tx, paid))) throw new HttpError(409, paymentResolutionTexts.notUnknownPackage)
  const target = { accountId: recipientId, txnId, transactionId: subject.transaction_id, accounts }
  await grantLine(tx, product, line.quantity, target, { at: resolution.at, ...resolution.config })
  const outcome = { package: line.id, txnId, accountId: recipientId, productId: product.id, outcome: 'granted_by_staff' }
  await markLineResolved(tx, resolution, outcome)
  // A dispute told before the payment was known applies now that its line is recorded.
  await applyWaitingEvents(tx, { paymentId: subject.transaction_id }, { at: resolution.at, ...resolution.config })
  return {
    before: { event: resolution.eventId, line: resolution.line, package: line.id, outcome: 'unknown_package' },
    after: { payment: txnId, product: product.label, username: resolution.username, reason: resolution.reason },
    result: { txnId, label: product.label }
  }
}
