import { hostname, userInfo } from 'node:os'

import { migrate } from '../db/migrate.ts'
import { forgetDemo } from '../demo/forget-demo.ts'
import { demoServedProblem } from '../demo/demo-mark.ts'
import { runCommand } from './cli-run.ts'
import type { CommandSettings } from './cli-settings.ts'
import { openExistingDatabase } from './existing-database.ts'

const CONFIRM = '--oui'
const USAGE = `Usage : npm run demo:forget -- [--env-file FICHIER] ${CONFIRM}
Garde le catalogue d’une base qui a servi en mode démo et efface ce que la démo y a laissé, en une transaction
inscrite au journal : toutes les sessions, les comptes de démonstration (identifiants, mot de passe, nom, Unions)
et chaque Union créditée par les paiements simulés. Boutique arrêtée ; faites d’abord une sauvegarde.`

/** The deliberate way to keep a demo database for a real shop (README, « Going live »). */
async function main(args: string[], { config }: CommandSettings): Promise<number> {
  if (args.length !== 1 || args[0] !== CONFIRM) {
    console.error(USAGE)
    return 2
  }
  const db = await openExistingDatabase(config)
  try {
    await migrate(db)
    if (!(await demoServedProblem(db))) {
      console.info('Cette base n’a pas servi en mode démo : rien à oublier.')
      return 0
    }
    const actor = { accountId: null, name: `console (${userInfo().username}@${hostname()})`, address: null }
    const done = await forgetDemo(db, actor, new Date())
    console.info(
      `Démo oubliée : ${done.sessionsEnded} session(s) fermée(s), comptes de démonstration fermés (${done.demoAccounts.join(', ') || 'aucun'}), ` +
        `${done.unionsTakenBack} Unions retirées à ${done.accountsDebited} compte(s), mot de passe du site et lien Discord retirés à ` +
        `${done.credentialsCleared} compte(s). La boutique peut démarrer avec SHOP_DEMO=false.`
    )
    return 0
  } finally {
    await db.close()
  }
}

runCommand(USAGE, main)
