import type { UpsertPlayerRequest } from '../../src/core/contract/game-server.ts'
import { changeBalance } from '../accounts/ledger.ts'
import { hashPassword } from '../accounts/passwords.ts'
import { upsertPlayer } from '../accounts/players.ts'
import type { Database } from '../db/database.ts'

type DemoCharacter = NonNullable<UpsertPlayerRequest['characters']>[number]

/** The demo players listed in the README: they log in with username and password. */
export const DEMO_PASSWORD = 'boutique-demo'
/** The ledger reason of the demo players' starting Unions: it tells the demo's accounts apart (forget-demo.ts). */
export const DEMO_CREDIT_REASON = 'Crédit de démonstration'

const DEMO_PLAYERS = [
  {
    identifier: 'fivem:100001',
    name: 'Lucas_Martin',
    unions: 25_000,
    characters: {
      main: [
        { id: 'char-1001', firstname: 'Lucas', lastname: 'Martin', dob: '12/03/1994', pob: 'Los Santos', height: 182 },
        { id: 'char-1002', firstname: 'Sofia', lastname: 'Martin', dob: '28/09/1997', pob: 'Paleto Bay', height: 168 }
      ],
      legacy: [{ id: 'legacy-1001', firstname: 'Luc', lastname: 'Martinez', dob: '01/01/1990', pob: 'Sandy Shores', height: 180 }]
    }
  },
  {
    identifier: 'fivem:100002',
    name: 'Emma_Roux',
    unions: 1_500,
    characters: {
      main: [{ id: 'char-2001', firstname: 'Emma', lastname: 'Roux', dob: '05/07/1999', pob: 'Vinewood', height: 171 }],
      legacy: [{ id: 'legacy-2001', firstname: 'Emma', lastname: 'Roussel', dob: '05/07/1999', pob: 'Grapeseed', height: 171 }]
    }
  }
] as const

/** Seeds the demo players once, into a database that has no account yet. */
export async function seedDemoPlayers(db: Database, now: Date): Promise<boolean> {
  const { rows } = await db.query('select 1 from accounts limit 1')
  if (rows.length > 0) return false
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  for (const player of DEMO_PLAYERS) {
    let accountId = 0
    for (const [serverName, characters] of Object.entries<readonly DemoCharacter[]>(player.characters)) {
      ;({ accountId } = await upsertPlayer(db, player.identifier, { name: player.name, serverName, characters: [...characters] }, now))
    }
    await db.transaction(async (tx) => {
      await tx.query('update accounts set password_hash = $2 where id = $1', [accountId, passwordHash])
      await changeBalance(tx, { accountId, delta: player.unions, reason: DEMO_CREDIT_REASON, at: now })
    })
  }
  return true
}
