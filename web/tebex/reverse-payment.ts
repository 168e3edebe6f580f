import { tebexMessages } from '../../src/core/messages/tebex.ts'
import { changeBalance } from '../accounts/ledger.ts'
import { lockAccounts, type LockedAccounts } from '../accounts/lock-accounts.ts'
import type { Grant } from '../catalog/catalogue-file.ts'
import type { Queryable } from '../db/database.ts'
import { settleGrade } from './grade-ranks.ts'
import { unionsOf } from './record-payment.ts'
import { revokeDeliveries } from './revoke-deliveries.ts'
import type { LineOutcome, WebhookContext } from './webhook-outcomes.ts'

interface StoreTransactionRow {
  txn_id: string
  account_id: number | null
  gift_to_account_id: number | null
  package_id: number
  quantity: number
  status: string
  label: string | null
  grants: Grant[] | null
}

/**
 * Statuses that still hold what was granted (or nothing, for an unknown recipient). An ended
 * subscription's payment no longer holds its Grade (taken back at the end), but is still refundable.
 */
const REVERSIBLE = new Set(['complete', 'dispute_opened', 'unknown_recipient', 'subscription_ended'])

/**
 * payment.refunded and payment.dispute.lost take back everything the payment gave, as payment
 * platforms do: every Union it credited, even when they were spent (the balance goes below zero: a
 * debt, repaid by later credits), and its goods and Grade through the game server (revoke-deliveries.ts).
 */
export async function reversePayment(
  tx: Queryable,
  transactionId: string,
  finalStatus: 'refunded' | 'dispute_lost',
  context: WebhookContext
): Promise<LineOutcome[]> {
  // The accounts first, by id, then the payment's lines (web/README.md "Lock order").
  const parties = await tx.query<{ account_id: number | null; gift_to_account_id: number | null }>(
    'select account_id, gift_to_account_id from store_transactions where payment_id = $1',
    [transactionId]
  )
  const accounts = await lockAccounts(
    tx,
    parties.rows.flatMap((row) => [row.account_id, row.gift_to_account_id])
  )
  const { rows } = await tx.query<StoreTransactionRow>(
    `select s.txn_id, s.account_id, s.gift_to_account_id, s.package_id, s.quantity, s.status, p.label, p.grants
       from store_transactions s left join products p on p.id = s.product_id
      where s.payment_id = $1 order by s.txn_id for update of s`,
    [transactionId]
  )
  if (rows.length === 0) return [{ outcome: 'unknown_payment' }]
  const outcomes: LineOutcome[] = []
  for (const row of rows) outcomes.push(await reverseLine(tx, { row, transactionId, finalStatus, accounts }, context))
  return outcomes
}

/** One line of a payment taken back; its accounts are the ones reversePayment locked. */
interface LineToReverse {
  row: StoreTransactionRow
  transactionId: string
  finalStatus: 'refunded' | 'dispute_lost'
  accounts: LockedAccounts
}

async function reverseLine(tx: Queryable, reversal: LineToReverse, context: WebhookContext): Promise<LineOutcome> {
  const { row, transactionId, finalStatus } = reversal
  const base = { package: row.package_id, txnId: row.txn_id }
  if (!REVERSIBLE.has(row.status)) return { ...base, outcome: 'already_reversed' }
  const accountId = row.gift_to_account_id ?? row.account_id
  const granted = row.status !== 'unknown_recipient' && accountId !== null && row.grants !== null
  await tx.query('update store_transactions set status = $2, updated_at = $3 where txn_id = $1', [row.txn_id, finalStatus, context.at])
  if (!granted) return { ...base, ...(accountId === null ? {} : { accountId }), outcome: 'reversed' }

  let balance: number | undefined
  const unions = unionsOf({ id: 0, label: row.label ?? '', grants: row.grants ?? [] }, row.quantity)
  if (unions > 0) {
    const reason = tebexMessages.unionsReversal(row.label ?? String(row.package_id), transactionId)
    const reference = `tebex-reversal:${row.txn_id}`
    balance = await changeBalance(tx, { accountId, delta: -unions, reason, reference, at: context.at, allowDebt: true })
  }
  // The line's status changed first: the Grade left is the best one still paid for.
  const holdsGrade = row.status !== 'subscription_ended' && row.grants?.some((grant) => grant.kind === 'grade')
  const remainingGrade = holdsGrade ? await settleGrade(tx, reversal.accounts, accountId, { at: context.at, after: 'reversal' }) : undefined
  const revoked = await revokeDeliveries(tx, { txnId: row.txn_id, remainingGrade, at: context.at })
  if (revoked.reachedGame) {
    await tx.query('update store_transactions set review_reason = $2 where txn_id = $1', [row.txn_id, 'revoked_after_delivery'])
  }
  return {
    ...base,
    accountId,
    outcome: 'reversed',
    ...(balance !== undefined && balance < 0 ? { debt: -balance } : {}),
    cancelledDeliveries: revoked.cancelled,
    revocationDeliveries: revoked.revocations
  }
}

/** payment.dispute.opened flags the payment's lines; dispute.won and dispute.closed clear the flag. */
export async function flagDispute(tx: Queryable, transactionId: string, from: string, to: string, at: Date): Promise<LineOutcome[]> {
  const { rows } = await tx.query<{ txn_id: string; package_id: number }>(
    `update store_transactions set status = $3, updated_at = $4 where payment_id = $1 and status = $2 returning txn_id, package_id`,
    [transactionId, from, to, at]
  )
  if (rows.length > 0) return rows.map((row) => ({ package: row.package_id, txnId: row.txn_id, outcome: 'flagged' }))
  // Not recorded yet: the event waits for its payment (waiting-events.ts), so a dispute is never lost.
  const known = await tx.query('select 1 from store_transactions where payment_id = $1 limit 1', [transactionId])
  return known.rows.length > 0 ? [] : [{ outcome: 'unknown_payment' }]
}
