import type { UpsertPlayerRequest, UpsertPlayerResponse } from '../../src/core/contract/game-server.ts'
import { foldName } from '../../src/core/domain/fold-name.ts'
import { accountErrors } from '../../src/core/messages/account-errors.ts'
import type { Database, Queryable } from '../db/database.ts'
import { HttpError } from '../http/http-error.ts'
import { currentGrade } from '../tebex/grade-ranks.ts'
import { findAccountByIdentifier, freeUsername } from './account-repo.ts'

/**
 * Creates or finds the account of a game identifier and, when given, makes the
 * server's character list the player's, and says which Grade the game applies (currentGrade). One transaction, one player at a time, taking its locks in
 * the project's order (web/README.md "Lock order"): the account, then its characters by id, then inserts.
 */
export async function upsertPlayer(
  db: Database,
  identifier: string,
  player: UpsertPlayerRequest,
  now: Date
): Promise<Required<UpsertPlayerResponse>> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [identifier])
    const account = (await findAccountByIdentifier(tx, identifier)) ?? (await createAccount(tx, identifier, player.name, now))
    const { rows } = await tx.query<{ rank: string }>('select rank from accounts where id = $1 for update', [account.id])
    if (player.characters) await replaceCharacters(tx, account.id, player, now)
    const grade = await currentGrade(tx, account.id, rows[0]?.rank ?? '')
    return { accountId: account.id, username: account.username, grade }
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
  const gameIds = (player.characters ?? []).map((character) => String(character.id))
  // Every character this sync may change, locked by id before any is written (a purchase locks its own
  // the same way, after the account): the updates and inserts below then wait for nothing.
  await tx.query('select id from characters where account_id = $1 and server_name = $2 order by id for update', [
    accountId,
    player.serverName
  ])
  // A game id held by another player is refused before the upsert would lock that player's row.
  const { rows: taken } = await tx.query<{ game_id: string }>(
    'select game_id from characters where server_name = $1 and game_id = any($2::text[]) and account_id <> $3 limit 1',
    [player.serverName, gameIds, accountId]
  )
  if (taken[0]) throw new HttpError(409, accountErrors.characterTaken(taken[0].game_id))
  for (const character of player.characters ?? []) {
    const gameId = String(character.id)
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
