import type { PlayerFound } from '../../../src/core/contract/back-office-players.ts'
import type { Queryable } from '../../db/database.ts'

const SEARCH_LIMIT = 30

/**
 * Players matching what staff typed: an exact game identifier (fivem:…, license:…), a Discord id
 * (bare or discord:…), or a part of a username or of a character's "Prénom Nom". Each says what matched.
 */
export async function searchPlayers(db: Queryable, text: string): Promise<PlayerFound[]> {
  const term = text.trim()
  const discordId = term.replace(/^discord:/i, '')
  const like = `%${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`
  const { rows } = await db.query<PlayerFound>(
    `with found as (
       select a.id, i.identifier as matched, 0 as rank from account_identifiers i join accounts a on a.id = i.account_id
        where i.identifier = $1
       union all
       select a.id, 'discord:' || a.discord_id, 0 from accounts a where a.discord_id = $2
       union all
       select a.id, a.username, 1 from accounts a where lower(a.username) like $3
       union all
       select c.account_id, c.firstname || ' ' || c.lastname || ' (' || c.server_name || ')', 2 from characters c
        where lower(c.firstname || ' ' || c.lastname) like $3)
     select distinct on (f.id) a.id, a.username, a.shop_tokens as balance, f.matched
       from found f join accounts a on a.id = f.id
      order by f.id, f.rank
      limit $4`,
    [term, discordId, like, SEARCH_LIMIT]
  )
  return rows
}
