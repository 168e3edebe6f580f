import { tebexMessages } from '../../src/core/messages/tebex.ts'
import { changeBalance } from '../accounts/ledger.ts'
import { lockAccounts, type LockedAccounts } from '../accounts/lock-accounts.ts'
import type { Grant } from '../catalog/catalogue-file.ts'
import type { Queryable } from '../db/database.ts'
import { cashAmountOf } from './cash-amount.ts'
import { deliverGrade, settleGrade } from './grade-ranks.ts'
import { lineParties, type LineParties } from './payment-parties.ts'
import type { LineOutcome, WebhookContext } from './webhook-outcomes.ts'
import type { PaymentSubject, WebhookProduct } from './webhook-schema.ts'

export interface CashProduct {
  id: number
  label: string
  grants: Grant[]
}

export async function cashProduct(tx: Queryable, packageId: number): Promise<CashProduct | undefined> {
  const { rows } = await tx.query<CashProduct>('select id, label, grants from products where tebex_package_id = $1', [packageId])
  return rows[0]
}

/** Unions granted by one line: every unions grant of the product, times the quantity. */
export function unionsOf(product: CashProduct, quantity: number): number {
  return product.grants.reduce((sum, grant) => sum + (grant.kind === 'unions' ? grant.amount : 0), 0) * quantity
}

/**
 * payment.completed: one store transaction per product line, `<transaction_id>:<package_id>` (a package
 * met again in the same payment gets `-2`, `-3`…). A line already recorded changes nothing, so a payment
 * sent again under another event id credits nothing twice either.
 */
export async function recordPayment(tx: Queryable, subject: PaymentSubject, context: WebhookContext): Promise<LineOutcome[]> {
  // Each line's parties, once; every account the payment may credit locked by id, once, before any line is written (web/README.md "Lock order").
  const parties: LineParties[] = []
  for (const line of subject.products) parties.push(await lineParties(tx, subject, line))
  const accounts = await lockAccounts(
    tx,
    parties.flatMap((party) => [party.buyerId, party.recipientId])
  )
  const txnIds = lineTxnIds(subject)
  const outcomes: LineOutcome[] = []
  for (const [index, line] of subject.products.entries()) {
    const paid = { subject, line, txnId: txnIds[index] ?? '', parties: parties[index] ?? NOBODY, accounts }
    outcomes.push(await recordLine(tx, paid, context))
  }
  return outcomes
}

const NOBODY: LineParties = { buyerId: undefined, recipientId: undefined }

/** One line of a payment being recorded, with what recordPayment found for it once. */
interface LineToRecord {
  subject: PaymentSubject
  line: WebhookProduct
  txnId: string
  parties: LineParties
  accounts: LockedAccounts
}

/** Each line's store transaction id, `<transaction_id>:<package_id>`, `-2`, `-3`… for a package met again. */
export function lineTxnIds(subject: PaymentSubject): string[] {
  const seen = new Map<number, number>()
  return subject.products.map((line) => {
    const count = (seen.get(line.id) ?? 0) + 1
    seen.set(line.id, count)
    return `${subject.transaction_id}:${count === 1 ? line.id : `${line.id}-${count}`}`
  })
}

async function recordLine(tx: Queryable, paid: LineToRecord, context: WebhookContext): Promise<LineOutcome> {
  const { subject, line, txnId, accounts } = paid
  const { buyerId, recipientId } = paid.parties
  const product = await cashProduct(tx, line.id)
  // A line staff already gave by hand (its package still unknown) is recorded: sent again, it grants nothing.
  if (!product) {
    if (await lineRecorded(tx, txnId)) return { package: line.id, txnId, outcome: 'already_recorded' }
    // Who it was for, so the player's back-office page shows the payment before staff give it by hand.
    const accountId = recipientId ?? buyerId
    return accountId === undefined
      ? { package: line.id, outcome: 'unknown_package' }
      : { package: line.id, accountId, outcome: 'unknown_package' }
  }
  if (!(await insertLine(tx, { subject, line, txnId, product, buyerId, recipientId, at: context.at }))) {
    return { package: line.id, txnId, outcome: 'already_recorded' }
  }
  if (recipientId === undefined) return { package: line.id, txnId, outcome: 'unknown_recipient' }
  await grantLine(tx, product, line.quantity, { accountId: recipientId, txnId, transactionId: subject.transaction_id, accounts }, context)
  return { package: line.id, txnId, accountId: recipientId, outcome: 'granted' }
}

async function lineRecorded(tx: Queryable, txnId: string): Promise<boolean> {
  return (await tx.query('select 1 from store_transactions where txn_id = $1', [txnId])).rows.length > 0
}

export interface PaidLine {
  subject: PaymentSubject
  line: WebhookProduct
  txnId: string
  product: CashProduct
  buyerId: number | undefined
  recipientId: number | undefined
  at: Date
}

/** The line's store transaction row, keyed by its txn id; false when it was already there (nothing to grant again). */
export async function insertLine(tx: Queryable, paid: PaidLine): Promise<boolean> {
  const { subject, line, product, buyerId, recipientId } = paid
  const gifted = buyerId !== undefined && recipientId !== undefined && recipientId !== buyerId
  const amount = cashAmountOf(line.paid_price ?? line.base_price)
  const { rows } = await tx.query(
    `insert into store_transactions (txn_id, account_id, package_id, package_name, quantity, amount_cents, currency, status,
                                     gift_to_account_id, created_at, payment_id, product_id, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $10) on conflict (txn_id) do nothing returning txn_id`,
    [
      paid.txnId,
      buyerId ?? recipientId ?? null,
      line.id,
      line.name || product.label,
      line.quantity,
      amount?.cents ?? null,
      amount?.currency ?? null,
      recipientId === undefined ? 'unknown_recipient' : 'complete',
      gifted ? recipientId : null,
      paid.at,
      subject.transaction_id,
      product.id
    ]
  )
  return rows.length > 0
}

/**
 * Unions go to the balance; a Grade to the rank and to every game server; anything else to the game, once (also
 * when staff assign a payment by hand). The account is one the caller locked (`accounts`): it is not locked again.
 */
export async function grantLine(
  tx: Queryable,
  product: CashProduct,
  quantity: number,
  target: { accountId: number; txnId: string; transactionId: string; accounts: LockedAccounts },
  context: WebhookContext
): Promise<void> {
  const { accountId, txnId } = target
  const unions = unionsOf(product, quantity)
  if (unions > 0) {
    const reason = tebexMessages.unionsPurchase(product.label, target.transactionId)
    await changeBalance(tx, { accountId, delta: unions, reason, reference: `tebex:${txnId}`, at: context.at })
  }
  if (product.grants.some((grant) => grant.kind === 'grade')) {
    const grant = await settleGrade(tx, target.accounts, accountId, { at: context.at, after: 'purchase' })
    if (grant) await deliverGrade(tx, context.servers, { accountId, storeTransactionId: txnId, grant, at: context.at })
  }
  const gameGrants = product.grants.filter((grant) => grant.kind !== 'unions' && grant.kind !== 'grade')
  if (gameGrants.length > 0) {
    await tx.query(
      `insert into deliveries (account_id, server_name, quantity, grants, store_transaction_id, created_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [accountId, context.defaultServer, quantity, JSON.stringify(gameGrants), txnId, context.at]
    )
  }
}
