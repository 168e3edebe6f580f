import { backOfficePlayerErrors } from '../../src/core/messages/back-office-players.ts'
import type { Database, Queryable } from '../db/database.ts'
import { HttpError } from '../http/http-error.ts'
import { auditedWrite, type AuditedChange, type StaffActionKind, type StaffActor } from './staff-actions.ts'

/** Thrown inside the transaction when the key was used: rolls back, and carries what the first submit answered. */
class AlreadyDone extends Error {
  constructor(readonly response: unknown) {
    super('staff action already done')
  }
}

export interface KeyedAction extends StaffActionKind {
  /** The key of the form's opening: the same key twice is the same action, done once. */
  key: string
}

/**
 * An audited write done at most once per form opening. The key is inserted first (it names no account, so
 * it takes no lock): a second submit waits on it, then finds the first one's answer and returns it unchanged.
 */
export async function keyedAuditedWrite<Result>(
  db: Database,
  actor: StaffActor,
  kind: KeyedAction,
  now: Date,
  work: (tx: Queryable) => Promise<AuditedChange<Result>>
): Promise<Result> {
  try {
    return await auditedWrite(db, actor, { action: kind.action, target: kind.target }, now, async (tx) => {
      const claimed = await tx.query(
        `insert into staff_action_keys (key, staff_account_id, action, response, at) values ($1, $2, $3, 'null', $4)
         on conflict (key) do nothing returning key`,
        [kind.key, actor.accountId ?? 0, kind.action, now]
      )
      if (claimed.rows.length === 0) throw new AlreadyDone(await storedResponse(tx, kind))
      const change = await work(tx)
      await tx.query('update staff_action_keys set response = $2 where key = $1', [kind.key, JSON.stringify(change.result ?? null)])
      return change
    })
  } catch (failure) {
    if (failure instanceof AlreadyDone) return failure.response as Result
    throw failure
  }
}

/** What the first submit answered; a key reused for another action is a forged or broken form (409). */
async function storedResponse(tx: Queryable, kind: KeyedAction): Promise<unknown> {
  const { rows } = await tx.query<{ action: string; response: unknown }>('select action, response from staff_action_keys where key = $1', [
    kind.key
  ])
  if (rows[0]?.action !== kind.action) throw new HttpError(409, backOfficePlayerErrors.keyReused)
  return rows[0].response
}
