import type { UpsertPlayerRequest } from '../../src/contract/game-server.ts'
import { foldName } from '../../src/domain/fold-name.ts'
import { accountErrors } from '../../src/messages/account-errors.ts'
import type { Database, Queryable } from '../db/database.ts'
import { HttpError } from '../http/http-error.ts'
import { findAccountByIdentifier, freeUsername } from './account-repo.ts'

/**
 * Creates or finds the account of a game identifier and, when given, makes the
 * server's character list the player's. One transaction, one player at a time.
 */
export async function upsertPlayer(
  db: Database,
  identifier: string,
  player: UpsertPlayerRequest,
  now: Date
): Promise<{ accountId: number; username: string }> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [identifier])
    const account = (await findAccountByIdentifier(tx, identifier)) ?? (await createAccount(tx, identifier, player.name, now))
    if (player.characters) await replaceCharacters(tx, account.id, player, now)
    return { accountId: account.id, username: account.username }
  })
}

async function createAccount(tx: Queryable, identifier: string, name: string, now: Date) {
  // New accounts are rare: one at a time, so two players named alike never race for a username.
  await tx.query("select pg_advisory_xact_lock(hashtext('boutique:new-account'))")
  const username = await freeUsername(tx, name)
  const { rows } = await tx.query<{ id: number; username: string }>(
    'insert into accounts (username, username_key, created_at, updated_at) values ($1, $2, $3, $3) returning id, username',
    [username, foldName(username), now]
  )
  const account = rows[0]
  if (!account) throw new Error('account insert returned nothing')
  await tx.query('insert into account_identifiers (identifier, account_id) values ($1, $2)', [identifier, account.id])
  return account
}

async function replaceCharacters(tx: Queryable, accountId: number, player: UpsertPlayerRequest, now: Date): Promise<void> {
  const gameIds: string[] = []
  for (const character of player.characters ?? []) {
    const gameId = String(character.id)
    gameIds.push(gameId)
    const { rows } = await tx.query(
      `insert into characters (account_id, server_name, game_id, firstname, lastname, dob, pob, height, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (server_name, game_id) do update set firstname = excluded.firstname, lastname = excluded.lastname,
         dob = excluded.dob, pob = excluded.pob, height = excluded.height, active = true, updated_at = excluded.updated_at
       where characters.account_id = excluded.account_id
       returning id`,
      [accountId, player.serverName, gameId, character.firstname, character.lastname, character.dob, character.pob, character.height, now]
    )
    if (rows.length === 0) throw new HttpError(409, accountErrors.characterTaken(gameId))
  }
  await tx.query(
    `update characters set active = false, updated_at = $4
      where account_id = $1 and server_name = $2 and active and not (game_id = any($3::text[]))`,
    [accountId, player.serverName, gameIds, now]
  )
}
