import { backOfficePlayerErrors } from '../../../src/core/messages/back-office-players.ts'
import { lockAccounts } from '../../accounts/lock-accounts.ts'
import type { Grant } from '../../catalog/catalogue-file.ts'
import type { Config } from '../../config.ts'
import type { Queryable } from '../../db/database.ts'
import { HttpError } from '../../http/http-error.ts'
import { grantLine } from '../../tebex/record-payment.ts'
import type { AuditedChange, StaffActor } from '../staff-actions.ts'
import { markLineResolved, recipientLineOf, refuseTakenBack } from './unresolved-events.ts'

export interface Assignment {
  txnId: string
  username: string
  reason: string
  actor: StaffActor
  at: Date
  config: Pick<Config, 'servers' | 'defaultServer'>
}

/** The account staff name by its username (any case), or 404. Not locked: the caller locks it in the lock order. */
export async function accountIdNamed(tx: Queryable, username: string): Promise<number> {
  const { rows } = await tx.query<{ id: number }>('select id from accounts where lower(username) = lower($1)', [username])
  const accountId = rows[0]?.id
  if (accountId === undefined) throw new HttpError(404, backOfficePlayerErrors.unknownPlayer)
  return accountId
}

/**
 * A payment line whose recipient no account matched, given by hand to a player: granted exactly as the
 * webhook would have (Unions through the ledger, Grade, goods to deliver). The account is locked first.
 */
export async function assignPayment(tx: Queryable, assignment: Assignment): Promise<AuditedChange<{ accountId: number }>> {
  const accountId = await accountIdNamed(tx, assignment.username)
  const accounts = await lockAccounts(tx, [accountId])
  const { rows } = await tx.query<{
    status: string
    package_id: number
    quantity: number
    payment_id: string | null
    product_id: number | null
    label: string
    grants: Grant[]
  }>(
    `select s.status, s.package_id, s.quantity, s.payment_id, s.product_id, p.label, p.grants
       from store_transactions s join products p on p.id = s.product_id where s.txn_id = $1 for update of s`,
    [assignment.txnId]
  )
  const line = rows[0]
  if (!line) throw new HttpError(404, backOfficePlayerErrors.unknownPayment)
  if (line.status !== 'unknown_recipient') throw new HttpError(409, backOfficePlayerErrors.notUnknownRecipient)
  if (line.payment_id) await refuseTakenBack(tx, line.payment_id)
  // A known buyer stays the buyer: the player assigned is then the gift's recipient.
  await tx.query(
    `update store_transactions set status = 'complete', updated_at = $3, account_id = coalesce(account_id, $2),
            gift_to_account_id = case when account_id is not null and account_id <> $2 then $2 end
      where txn_id = $1`,
    [assignment.txnId, accountId, assignment.at]
  )
  const product = { id: line.product_id ?? 0, label: line.label, grants: line.grants }
  const target = { accountId, txnId: assignment.txnId, transactionId: line.payment_id ?? assignment.txnId, accounts }
  await grantLine(tx, product, line.quantity, target, { at: assignment.at, ...assignment.config })
  await settleEventLine(tx, assignment, { paymentId: line.payment_id, packageId: line.package_id, accountId })
  return {
    before: { payment: assignment.txnId, status: line.status },
    after: { payment: assignment.txnId, status: 'complete', username: assignment.username, reason: assignment.reason },
    result: { accountId }
  }
}

/** The webhook event that left the line without a recipient now shows it given by hand (and is resolved once nothing is left). */
async function settleEventLine(
  tx: Queryable,
  assignment: Assignment,
  line: { paymentId: string | null; packageId: number; accountId: number }
): Promise<void> {
  const event = line.paymentId ? await recipientLineOf(tx, line.paymentId, assignment.txnId) : undefined
  if (!event) return
  const outcome = { package: line.packageId, txnId: assignment.txnId, accountId: line.accountId, outcome: 'assigned_by_staff' }
  await markLineResolved(tx, { ...event, actor: assignment.actor, at: assignment.at, reason: assignment.reason }, outcome)
}
