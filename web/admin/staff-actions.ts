import type { Database, Queryable } from '../db/database.ts'

/** Who writes: a staff member from an address, or the host's own command line (accountId null). */
export interface StaffActor {
  accountId: number | null
  name: string
  address: string | null
}

/** What one audited write did: before and after as JSON (null when the thing did not exist / no longer does). */
export interface AuditedChange<Result> {
  before: unknown
  after: unknown
  result: Result
  /** The target when known only after the work (a new product's id). */
  target?: string
  /** The action when known only after the work (a catalogue write that turns out to touch Unions). */
  action?: string
}

export interface StaffActionKind {
  /** A short code of what was done, e.g. `product.update`, `stock.adjust`, `role.grant`. */
  action: string
  /** What it was done to, e.g. `product:12`, `account:Emma_Roux`. */
  target: string
}

/**
 * The one way staff change anything: `work` and its staff_actions row commit together or not at all,
 * so no change goes unrecorded and no record tells of a change that did not happen. `now` is the host's clock.
 */
export async function auditedWrite<Result>(
  db: Database,
  actor: StaffActor,
  kind: StaffActionKind,
  now: Date,
  work: (tx: Queryable) => Promise<AuditedChange<Result>>
): Promise<Result> {
  return db.transaction(async (tx) => {
    const change = await work(tx)
    await recordStaffAction(tx, actor, kind, change, now)
    return change.result
  })
}

async function recordStaffAction(
  tx: Queryable,
  actor: StaffActor,
  kind: StaffActionKind,
  change: AuditedChange<unknown>,
  now: Date
): Promise<void> {
  await tx.query(
    `insert into staff_actions (account_id, actor, action, target, before, after, address, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      actor.accountId,
      actor.name,
      change.action ?? kind.action,
      change.target ?? kind.target,
      jsonOrNull(change.before),
      jsonOrNull(change.after),
      actor.address,
      now
    ]
  )
}

function jsonOrNull(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value)
}
