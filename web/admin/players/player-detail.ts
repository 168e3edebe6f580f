import type { OrderView, PlayerDetail, PlayerHeader } from '../../../src/core/contract/back-office-players.ts'
import type { Queryable } from '../../db/database.ts'
import { readPlayerDeliveries } from './player-deliveries.ts'
import { readPlayerPayments } from './player-payments.ts'
import { iso, isoOrNull } from './player-rows.ts'

const RECENT_ORDERS = 50

/** Everything staff need to answer "I paid and got nothing": one player's page, or undefined. */
export async function readPlayerDetail(db: Queryable, accountId: number, now: Date): Promise<PlayerDetail | undefined> {
  const player = await readPlayerHeader(db, accountId)
  if (!player) return undefined
  const payments = await readPlayerPayments(db, accountId)
  return {
    player,
    orders: await readOrders(db, accountId),
    deliveries: await readPlayerDeliveries(db, accountId, now),
    ...payments,
    characters: await readCharacters(db, accountId),
    sessions: await readSessions(db, accountId, now)
  }
}

export async function readPlayerHeader(db: Queryable, accountId: number): Promise<PlayerHeader | undefined> {
  const { rows } = await db.query<{
    id: number
    username: string
    shop_tokens: number
    rank: string
    discord_id: string | null
    identifiers: string[]
    created_at: Date
    purchases_blocked_at: Date | null
    purchases_blocked_reason: string | null
  }>(
    `select a.id, a.username, a.shop_tokens, a.rank, a.discord_id, a.created_at, a.purchases_blocked_at, a.purchases_blocked_reason,
            coalesce((select array_agg(i.identifier order by i.identifier) from account_identifiers i where i.account_id = a.id), '{}') as identifiers
       from accounts a where a.id = $1`,
    [accountId]
  )
  const row = rows[0]
  if (!row) return undefined
  return {
    id: row.id,
    username: row.username,
    balance: row.shop_tokens,
    debt: Math.max(0, -row.shop_tokens),
    rank: row.rank,
    discordId: row.discord_id,
    identifiers: row.identifiers,
    createdAt: iso(row.created_at),
    purchasesBlockedAt: isoOrNull(row.purchases_blocked_at),
    purchasesBlockedReason: row.purchases_blocked_reason
  }
}

async function readOrders(db: Queryable, accountId: number): Promise<OrderView[]> {
  const { rows } = await db.query<{
    id: number
    server_name: string
    character: string
    total: number
    created_at: Date
    lines: OrderView['lines']
  }>(
    `select o.id::int as id, o.server_name, c.firstname || ' ' || c.lastname as character, o.total, o.created_at,
            (select json_agg(json_build_object('label', l.label, 'quantity', l.quantity, 'total', l.total, 'fromDailyShop', l.from_daily_shop) order by l.id)
               from order_lines l where l.order_id = o.id) as lines
       from orders o join characters c on c.id = o.character_id
      where o.account_id = $1 order by o.created_at desc, o.id desc limit $2`,
    [accountId, RECENT_ORDERS]
  )
  return rows.map((row) => ({
    id: row.id,
    serverName: row.server_name,
    character: row.character,
    total: row.total,
    at: iso(row.created_at),
    lines: row.lines ?? []
  }))
}

async function readCharacters(db: Queryable, accountId: number): Promise<PlayerDetail['characters']> {
  const { rows } = await db.query<{ server_name: string; game_id: string; name: string; active: boolean }>(
    `select server_name, game_id, firstname || ' ' || lastname as name, active from characters
      where account_id = $1 order by server_name, id`,
    [accountId]
  )
  return rows.map((row) => ({ serverName: row.server_name, gameId: row.game_id, name: row.name, active: row.active }))
}

async function readSessions(db: Queryable, accountId: number, now: Date): Promise<PlayerDetail['sessions']> {
  const { rows } = await db.query<{ created_at: Date; expires_at: Date; remember: boolean; admin_seen_at: Date | null }>(
    'select created_at, expires_at, remember, admin_seen_at from sessions where account_id = $1 and expires_at > $2 order by created_at desc',
    [accountId, now]
  )
  return rows.map((row) => ({
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    remember: row.remember,
    backOffice: row.admin_seen_at !== null
  }))
}
