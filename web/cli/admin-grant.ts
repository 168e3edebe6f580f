import { hostname, userInfo } from 'node:os'

import { isStaffRole } from '../../src/core/domain/staff-roles.ts'
import { ROLE_LABELS } from '../../src/core/messages/back-office.ts'
import { auditedWrite } from '../admin/staff-actions.ts'
import { setStaffRole } from '../admin/staff-roles-repo.ts'
import { migrate } from '../db/migrate.ts'
import { runCommand } from './cli-run.ts'
import type { CommandSettings } from './cli-settings.ts'
import { openExistingDatabase } from './existing-database.ts'

const USAGE = 'Usage : npm run admin:grant -- [--env-file FICHIER] <nom du compte> <staff|admin|aucun>'

/** Gives a back-office role from the host (the first admin, or a locked-out one), recorded in the audit like any change. */
async function main(args: string[], { config }: CommandSettings): Promise<number> {
  const [username, roleArg] = args
  const role = roleArg === 'aucun' || roleArg === 'none' ? null : isStaffRole(roleArg) ? roleArg : undefined
  if (!username || args.length !== 2 || role === undefined) {
    console.error(USAGE)
    return 2
  }
  const db = await openExistingDatabase(config)
  try {
    await migrate(db)
    const actor = { accountId: null, name: `console (${userInfo().username}@${hostname()})`, address: null }
    const kind = { action: role === null ? 'role.revoke' : 'role.grant', target: `account:${username}` }
    const change = await auditedWrite(db, actor, kind, new Date(), async (tx) => {
      const result = await setStaffRole(tx, username, role)
      if (!result) throw new NoAccount()
      return { before: { role: result.before }, after: { role: result.after }, result }
    }).catch((error: unknown) => {
      if (error instanceof NoAccount) return undefined
      throw error
    })
    if (!change) {
      console.error(`Aucun compte ne s’appelle ${username} : il doit s’être connecté une fois à la boutique.`)
      return 1
    }
    console.info(
      role === null ? `${change.username} n’a plus accès au back-office.` : `${change.username} a maintenant le rôle ${ROLE_LABELS[role]}.`
    )
    return 0
  } finally {
    await db.close()
  }
}

class NoAccount extends Error {}

runCommand(USAGE, main)
