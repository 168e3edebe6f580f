import { lockAccounts, type LockedAccounts } from '../accounts/lock-accounts.ts'
import type { Database, Queryable } from '../db/database.ts'
import { settleGrade } from './grade-ranks.ts'
import { revokeGrade } from './revoke-deliveries.ts'
import type { WebhookContext } from './webhook-outcomes.ts'
import { logJobFailure } from '../upgrade/job-failure.ts'

/** How often the host looks for subscriptions whose paid period is over. */
export const EXPIRY_CHECK_MS = 60_000

/**
 * Ends the subscriptions whose paid period is over (all of them, or the one named): their payments
 * stop counting, the account's rank falls back to the best Grade still paid for, and the Grade is
 * revoked through the game server as a reversed one is (revoke-deliveries.ts): not handed out yet,
 * cancelled; handed out, a 'revoke' delivery of the Grade that remains (tier 0: none) on each server
 * that had it. Accounts are locked first (web/README lock order), each once.
 */
export async function expireSubscriptions(
  tx: Queryable,
  context: Pick<WebhookContext, 'at'>,
  one?: { reference: string; locked: LockedAccounts }
): Promise<string[]> {
  const due = await tx.query<{ reference: string; account_id: number }>(
    `select reference, account_id from subscriptions
      where status = 'ending' and ends_at <= $1 and ($2::text is null or reference = $2) order by account_id, reference`,
    [context.at, one?.reference ?? null]
  )
  const ended: string[] = []
  for (const row of due.rows) {
    // The webhook that ends one subscription holds its account already: it is not locked twice.
    const accounts = one?.locked.holds(row.account_id) ? one.locked : await lockAccounts(tx, [row.account_id])
    const taken = await tx.query(
      `update subscriptions set status = 'ended', updated_at = $2 where reference = $1 and status = 'ending' and ends_at <= $2 returning reference`,
      [row.reference, context.at]
    )
    if (taken.rows.length === 0) continue
    const lines = await tx.query<{ txn_id: string }>(
      `update store_transactions set status = 'subscription_ended', updated_at = $2
        where subscription_reference = $1 and status in ('complete', 'dispute_opened') returning txn_id`,
      [row.reference, context.at]
    )
    const remainingGrade = await settleGrade(tx, accounts, row.account_id, { at: context.at, after: 'reversal' })
    const txnIds = lines.rows.map((line) => line.txn_id)
    if (remainingGrade) await revokeGrade(tx, { txnIds, remainingGrade, at: context.at })
    ended.push(row.reference)
  }
  return ended
}

/** The host's scheduled check (main.ts); a failed round is logged and the next one tries again. */
export function startSubscriptionExpiry(db: Database, now: () => number): () => void {
  const timer = setInterval(() => {
    db.transaction((tx) => expireSubscriptions(tx, { at: new Date(now()) })).catch((error: unknown) => {
      logJobFailure(error, '[subscriptions] la vérification des fins d’abonnement a échoué')
    })
  }, EXPIRY_CHECK_MS)
  timer.unref()
  return () => clearInterval(timer)
}
