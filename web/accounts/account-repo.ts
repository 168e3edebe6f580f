import type { Account } from '../../src/core/contract/account.ts'
import { foldName } from '../../src/core/domain/fold-name.ts'
import type { Queryable } from '../db/database.ts'

export interface AccountRow {
  id: number
  username: string
  password_hash: string | null
  shop_tokens: number
  user_group: string
  rank: string
  avatar_url: string | null
  discord_id: string | null
}

export const ACCOUNT_COLUMNS = 'id, username, password_hash, shop_tokens, user_group, rank, avatar_url, discord_id'

export function accountView(row: AccountRow): Account {
  return {
    id: row.id,
    username: row.username,
    shopTokens: row.shop_tokens,
    group: row.user_group,
    discordId: row.discord_id,
    rank: row.rank,
    avatarUrl: row.avatar_url
  }
}

/** By the folded name (`foldName`), the key the guessing limits use too. */
export async function findAccountByUsername(db: Queryable, username: string): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from accounts where username_key = $1`, [foldName(username)])
  return rows[0]
}

export async function findAccountById(db: Queryable, id: number): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from accounts where id = $1`, [id])
  return rows[0]
}

export async function findAccountByIdentifier(db: Queryable, identifier: string): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(
    `select ${ACCOUNT_COLUMNS.split(', ')
      .map((column) => `a.${column}`)
      .join(', ')}
       from accounts a join account_identifiers i on i.account_id = a.id where i.identifier = $1`,
    [identifier]
  )
  return rows[0]
}

/** A username nobody holds yet, from the in-game name: "Lucas Martin" → "Lucas_Martin", then "Lucas_Martin2"… */
export async function freeUsername(db: Queryable, name: string): Promise<string> {
  const base =
    name
      .normalize('NFKC')
      .replace(/\s+/g, '_')
      .replace(/[^\p{L}\p{N}_.-]/gu, '')
      .slice(0, 32) || 'Joueur'
  const padded = base.length >= 2 ? base : `${base}_joueur`
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? padded : `${padded}${suffix}`
    if (!(await findAccountByUsername(db, candidate))) return candidate
  }
}
