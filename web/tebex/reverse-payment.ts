import { tebexMessages } from '../../src/messages/tebex.ts'
import { changeBalance } from '../accounts/ledger.ts'
import { lockAccounts } from '../accounts/lock-accounts.ts'
import type { Grant } from '../catalog/catalogue-file.ts'
import type { Queryable } from '../db/database.ts'
import { deliverGrade, settleGrade } from './grade-ranks.ts'
import { unionsOf } from './record-payment.ts'
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

/** Statuses that still hold what was granted (or nothing, for an unknown recipient). */
const REVERSIBLE = new Set(['complete', 'dispute_opened', 'unknown_recipient'])

/**
 * payment.refunded and payment.dispute.lost: takes back the Unions, unless they were spent — then
 * takes nothing (a balance never goes below zero) and records what is owed as 'reversal_pending' —
 * and sets the Grade back to the best one still paid for.
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
  await lockAccounts(tx, parties.rows.flatMap((row) => [row.account_id, row.gift_to_account_id]))
  const { rows } = await tx.query<StoreTransactionRow>(
    `select s.txn_id, s.account_id, s.gift_to_account_id, s.package_id, s.quantity, s.status, p.label, p.grants
       from store_transactions s left join products p on p.id = s.product_id
      where s.payment_id = $1 order by s.txn_id for update of s`,
    [transactionId]
  )
  if (rows.length === 0) return [{ outcome: 'unknown_payment' }]
  const outcomes: LineOutcome[] = []
  for (const row of rows) outcomes.push(await reverseLine(tx, row, transactionId, finalStatus, context))
  return outcomes
}

async function reverseLine(
  tx: Queryable,
  row: StoreTransactionRow,
  transactionId: string,
  finalStatus: 'refunded' | 'dispute_lost',
  context: WebhookContext
): Promise<LineOutcome> {
  const base = { package: row.package_id, txnId: row.txn_id }
  if (!REVERSIBLE.has(row.status)) return { ...base, outcome: 'already_reversed' }
  const accountId = row.gift_to_account_id ?? row.account_id
  const granted = row.status !== 'unknown_recipient' && accountId !== null && row.grants !== null
  let owed = 0
  if (granted) {
    const unions = unionsOf({ id: 0, label: row.label ?? '', grants: row.grants ?? [] }, row.quantity)
    if (unions > 0) {
      const reason = tebexMessages.unionsReversal(row.label ?? String(row.package_id), transactionId)
      const balance = await changeBalance(tx, { accountId, delta: -unions, reason, reference: `tebex-reversal:${row.txn_id}`, at: context.at })
      if (balance === undefined) owed = unions
    }
  }
  await tx.query('update store_transactions set status = $2, unions_owed = $3, updated_at = $4 where txn_id = $1', [
    row.txn_id,
    owed > 0 ? 'reversal_pending' : finalStatus,
    owed,
    context.at
  ])
  if (granted && row.grants?.some((grant) => grant.kind === 'grade')) {
    const grant = await settleGrade(tx, accountId, context.at, 'reversal')
    if (grant) await deliverGrade(tx, context.servers, { accountId, storeTransactionId: row.txn_id, grant, at: context.at })
  }
  return { ...base, ...(accountId === null ? {} : { accountId }), outcome: owed > 0 ? 'reversal_pending' : 'reversed' }
}

/** payment.dispute.opened flags the payment's lines; dispute.won and dispute.closed clear the flag. */
export async function flagDispute(tx: Queryable, transactionId: string, from: string, to: string, at: Date): Promise<LineOutcome[]> {
  const { rows } = await tx.query<{ txn_id: string; package_id: number }>(
    `update store_transactions set status = $3, updated_at = $4 where payment_id = $1 and status = $2 returning txn_id, package_id`,
    [transactionId, from, to, at]
  )
  return rows.map((row) => ({ package: row.package_id, txnId: row.txn_id, outcome: 'flagged' }))
}
