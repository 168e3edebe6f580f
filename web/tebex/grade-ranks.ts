import type { PlayerGrade } from '../../src/core/contract/game-server.ts'
import type { LockedAccounts } from '../accounts/lock-accounts.ts'
import type { Config } from '../config.ts'
import type { Queryable } from '../db/database.ts'

/** The rank of every account without a Grade (accounts.rank's default). */
export const DEFAULT_RANK = 'joueur'
/** Grade tiers 1–5 (docs/catalogue.md#subscriptions-page: VIP, VIP+, MVP, ELITE, PRESTIGE), named like the badge files. */
export const GRADE_RANKS = ['vip', 'vip_plus', 'mvp', 'elite', 'prestige'] as const

export function rankOfTier(tier: number): string {
  return GRADE_RANKS[tier - 1] ?? DEFAULT_RANK
}

function tierOfRank(rank: string): number {
  return GRADE_RANKS.indexOf(rank as (typeof GRADE_RANKS)[number]) + 1
}

/** What the game is told about a Grade: the tier (0: none) and the rank to show. */
export interface GradeGrant {
  kind: 'grade'
  tier: number
  rank: string
}

/**
 * Sets the account's Grade to the best one it has paid for (store transactions still complete or in
 * dispute); after a purchase, never below the Grade it already wears. A rank that is no Grade and not
 * the default (staff) stays on the badge, but the game still hears of the Grade. The account is one the
 * transaction already locked: its rank is read from, and kept in, `accounts` (no second lock).
 */
export async function settleGrade(
  tx: Queryable,
  accounts: LockedAccounts,
  accountId: number,
  change: { at: Date; after: 'purchase' | 'reversal' }
): Promise<GradeGrant | undefined> {
  const current = accounts.rank(accountId)
  if (current === undefined) return undefined
  const best = Math.max(await paidTier(tx, accountId), change.after === 'purchase' ? tierOfRank(current) : 0)
  if (current === DEFAULT_RANK || tierOfRank(current) > 0) {
    await tx.query('update accounts set rank = $2, updated_at = $3 where id = $1', [accountId, rankOfTier(best), change.at])
    accounts.setRank(accountId, rankOfTier(best))
  }
  return { kind: 'grade', tier: best, rank: rankOfTier(best) }
}

/**
 * The Grade the game applies at each join (overlay/README.md "Grades"): the rank when it is a Grade
 * (settleGrade keeps it at the best one paid for), else (the default rank, a staff rank) the best one
 * paid for. Null: none. Called with the account locked, as settleGrade's callers lock it.
 */
export async function currentGrade(tx: Queryable, accountId: number, rank: string): Promise<PlayerGrade | null> {
  const tier = tierOfRank(rank) || (await paidTier(tx, accountId))
  return tier > 0 ? { tier, rank: rankOfTier(tier) } : null
}

/** The best Grade tier of the store transactions that still count (complete or in dispute), 0 for none. */
async function paidTier(tx: Queryable, accountId: number): Promise<number> {
  const paid = await tx.query<{ grants: { kind: string; tier?: number }[] }>(
    `select p.grants from store_transactions s join products p on p.id = s.product_id
      where coalesce(s.gift_to_account_id, s.account_id) = $1 and s.status in ('complete', 'dispute_opened')`,
    [accountId]
  )
  const tiers = paid.rows.flatMap((row) => row.grants.flatMap((grant) => (grant.kind === 'grade' && grant.tier ? [grant.tier] : [])))
  return Math.max(0, ...tiers)
}

/** The game sets the player's group on every server it runs, so each server gets its own delivery. */
export async function deliverGrade(
  tx: Queryable,
  servers: Config['servers'],
  delivery: { accountId: number; storeTransactionId: string; grant: GradeGrant; at: Date }
): Promise<void> {
  for (const server of servers) {
    await tx.query(
      `insert into deliveries (account_id, server_name, quantity, grants, store_transaction_id, created_at)
       values ($1, $2, 1, $3, $4, $5)`,
      [delivery.accountId, server.name, JSON.stringify([delivery.grant]), delivery.storeTransactionId, delivery.at]
    )
  }
}
