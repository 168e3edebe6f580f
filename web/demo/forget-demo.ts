import { foldName } from '../../src/core/domain/fold-name.ts'
import { changeBalance } from '../accounts/ledger.ts'
import type { Database, Queryable } from '../db/database.ts'
import { auditedWrite, type StaffActor } from '../admin/staff-actions.ts'
import { DEMO_FORGOTTEN_KEY, DEMO_SERVED_KEY } from './demo-mark.ts'
import { DEMO_CREDIT_REASON } from './seed-demo-players.ts'

export const FORGET_REASON = 'Démo oubliée : Unions des paiements simulés et de démonstration retirés'
/**
 * Every ledger reference the store provider's payments write (record-payment, reverse-payment, subscriptions), and
 * what an earlier forgetting took back: the net of them is what the stand-in credited and is still there.
 */
const STAND_IN_REFERENCES = "reference like 'tebex:%' or reference like 'tebex-%' or reference like 'demo-forgotten:%'"

export interface ForgottenDemo {
  demoAccounts: string[]
  unionsTakenBack: number
  accountsDebited: number
  sessionsEnded: number
  /** Accounts whose website password or Discord link, chosen while anyone could log in as anyone, was taken away. */
  credentialsCleared: number
}

/**
 * `npm run demo:forget`: what demo mode left in a database that is to serve a real shop, taken away in one
 * audited transaction. Every session and login token goes (the forum stand-in logged anyone in as anyone), and so does
 * every website password and Discord link (a visitor could have chosen them for any player, who would land in that
 * account once the shop is live); the demo players lose their identifiers, name and Unions; every Union credited by
 * the store stand-in is taken back through the ledger (below zero when spent: a debt); the demo mark is replaced by the
 * forgotten one.
 */
export async function forgetDemo(db: Database, actor: StaffActor, now: Date): Promise<ForgottenDemo> {
  return auditedWrite(db, actor, { action: 'demo.forget', target: 'database' }, now, async (tx) => {
    const demoAccounts = await closeDemoAccounts(tx, now)
    const taken = await takeBackStandInUnions(tx, now)
    const credentials = await tx.query(
      `update accounts set password_hash = null, discord_id = null, updated_at = $1
        where password_hash is not null or discord_id is not null returning id`,
      [now]
    )
    const sessions = await tx.query('delete from sessions returning account_id')
    await tx.query('delete from login_tokens')
    await tx.query('delete from app_state where key = $1', [DEMO_SERVED_KEY])
    await tx.query('insert into app_state (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value', [
      DEMO_FORGOTTEN_KEY,
      JSON.stringify({ at: now.toISOString(), by: actor.name })
    ])
    const result = { demoAccounts, ...taken, sessionsEnded: sessions.rows.length, credentialsCleared: credentials.rows.length }
    return { before: { demoAccounts }, after: result, result }
  })
}

/** The demo's players (their starting Unions carry DEMO_CREDIT_REASON) can no longer be reached or logged into. */
async function closeDemoAccounts(tx: Queryable, now: Date): Promise<string[]> {
  const { rows } = await tx.query<{ id: number; username: string }>(
    'select id, username from accounts where id in (select account_id from ledger where reason = $1) order by id for update',
    [DEMO_CREDIT_REASON]
  )
  for (const account of rows) {
    const closedName = `demo_oubliee_${account.id}`
    await tx.query('delete from account_identifiers where account_id = $1', [account.id])
    await tx.query("update characters set active = false, game_id = 'demo-oubliee:' || id where account_id = $1", [account.id])
    await tx.query(
      `update accounts set username = $2, username_key = $3, password_hash = null, discord_id = null, staff_role = null,
         updated_at = $4 where id = $1`,
      [account.id, closedName, foldName(closedName), now]
    )
  }
  return rows.map((account) => account.username)
}

/** Each account's net Unions from the store stand-in, plus a demo player's whole balance, taken back once. */
async function takeBackStandInUnions(tx: Queryable, now: Date): Promise<{ unionsTakenBack: number; accountsDebited: number }> {
  const { rows } = await tx.query<{ account_id: number; credited: number }>(
    `select a.id as account_id,
            case when exists (select 1 from ledger d where d.account_id = a.id and d.reason = $1) then greatest(a.shop_tokens, 0)
                 else coalesce((select sum(l.delta) from ledger l where l.account_id = a.id and (${STAND_IN_REFERENCES})), 0) end::int as credited
       from accounts a order by a.id`,
    [DEMO_CREDIT_REASON]
  )
  let unionsTakenBack = 0
  let accountsDebited = 0
  for (const row of rows.filter((candidate) => candidate.credited > 0)) {
    // One reference per forgetting: a database that served the demo again may be forgotten again.
    const reference = `demo-forgotten:${now.toISOString()}`
    await changeBalance(tx, { accountId: row.account_id, delta: -row.credited, reason: FORGET_REASON, reference, at: now, allowDebt: true })
    unionsTakenBack += row.credited
    accountsDebited += 1
  }
  return { unionsTakenBack, accountsDebited }
}
