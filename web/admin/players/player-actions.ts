import { backOfficePlayerErrors, staffLedgerReason } from '../../../src/core/messages/back-office-players.ts'
import { changeBalance } from '../../accounts/ledger.ts'
import type { Queryable } from '../../db/database.ts'
import { HttpError } from '../../http/http-error.ts'
import type { AuditedChange } from '../staff-actions.ts'

/** The account row locked first (web/README.md "Lock order"), or 404. */
async function lockPlayer(tx: Queryable, accountId: number): Promise<{ username: string; balance: number; blocked: boolean }> {
  const { rows } = await tx.query<{ username: string; shop_tokens: number; purchases_blocked_at: Date | null }>(
    'select username, shop_tokens, purchases_blocked_at from accounts where id = $1 for update',
    [accountId]
  )
  const row = rows[0]
  if (!row) throw new HttpError(404, backOfficePlayerErrors.unknownPlayer)
  return { username: row.username, balance: row.shop_tokens, blocked: row.purchases_blocked_at !== null }
}

export interface StaffBalanceChange {
  accountId: number
  delta: number
  reason: string
  /** The form's key: the ledger row's reference, so one form opening moves the balance once. */
  key: string
  at: Date
}

/** Credits or debits Unions through the ledger; a debit never takes a balance below zero (debts come only from reversals). */
export async function staffChangeBalance(tx: Queryable, change: StaffBalanceChange): Promise<AuditedChange<{ balance: number }>> {
  const before = await lockPlayer(tx, change.accountId)
  const reason = staffLedgerReason(change.delta, change.reason)
  const balance = await changeBalance(tx, {
    accountId: change.accountId,
    delta: change.delta,
    reason,
    reference: `staff:${change.key}`,
    at: change.at
  })
  if (balance === undefined) throw new HttpError(409, backOfficePlayerErrors.belowZero(before.balance))
  return { before: { balance: before.balance }, after: { balance, delta: change.delta, reason: change.reason }, result: { balance } }
}

/** Ends every session of the player (shop and back-office): they log in again. */
export async function endPlayerSessions(tx: Queryable, accountId: number, reason: string): Promise<AuditedChange<{ ended: number }>> {
  await lockPlayer(tx, accountId)
  const { rows } = await tx.query('delete from sessions where account_id = $1 returning id_hash', [accountId])
  return { before: { sessions: rows.length }, after: { sessions: 0, reason }, result: { ended: rows.length } }
}

export async function setPurchasesBlocked(
  tx: Queryable,
  request: { accountId: number; blocked: boolean; reason: string; at: Date }
): Promise<AuditedChange<{ blocked: boolean }>> {
  const before = await lockPlayer(tx, request.accountId)
  await tx.query('update accounts set purchases_blocked_at = $2, purchases_blocked_reason = $3 where id = $1', [
    request.accountId,
    request.blocked ? request.at : null,
    request.blocked ? request.reason : null
  ])
  return {
    before: { blocked: before.blocked },
    after: { blocked: request.blocked, reason: request.reason },
    result: { blocked: request.blocked }
  }
}

/** The account a target text names for the audit: `account:<username>`. */
export async function playerTarget(db: Queryable, accountId: number): Promise<string> {
  const { rows } = await db.query<{ username: string }>('select username from accounts where id = $1', [accountId])
  if (!rows[0]) throw new HttpError(404, backOfficePlayerErrors.unknownPlayer)
  return `account:${rows[0].username}`
}
