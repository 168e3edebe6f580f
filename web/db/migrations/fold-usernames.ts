import { foldName } from '../../../src/core/domain/fold-name.ts'
import { log } from '../../log/logger.ts'
import type { Queryable } from '../database.ts'

/**
 * Migration 8's step in the host: every account gets its folded username key. Two existing names that
 * fold alike (`Straße` and `Strasse`) keep the oldest account findable by name; a younger one gets a key
 * no typed name can fold to (folded keys hold no capital letter) and is reached from the game or the
 * forum, as before, and logged so an admin can rename it.
 */
export async function foldUsernames(tx: Queryable): Promise<void> {
  const { rows } = await tx.query<{ id: number; username: string }>('select id, username from accounts order by id')
  const taken = new Set<string>()
  for (const { id, username } of rows) {
    let key = foldName(username)
    if (taken.has(key)) {
      log.warn(
        `[db] le pseudo « ${username} » (compte ${id}) se confond avec un plus ancien : connexion par pseudo impossible, renommez-le`
      )
      key = `${key}#COMPTE-${id}`
    }
    taken.add(key)
    await tx.query('update accounts set username_key = $2 where id = $1', [id, key])
  }
  await tx.query('alter table accounts alter column username_key set not null')
}
