import { playerIdentifierSchema } from '../../../../src/core/contract/game-server.ts'
import type { ServerNatives } from '../server-natives.ts'

/** The ACE group a Grade gives (overlay/README.md "Grades"). */
export const gradeGroup = (rank: string): string => `group.${rank}`

/** Where the resource remembers the rank it gave an identifier last: it outlives restarts (SetResourceKvp). */
const KVP_PREFIX = 'boutique:grade:'
const SAFE_NAME = /^[a-z][a-z0-9_]{0,31}$/
const COMMANDS = ['add_principal', 'remove_principal'] as const

/**
 * The Grade's ACE group on the player's account identifier (`identifier.fivem:…`): every principal of a
 * connected player inherits from `identifier.<each identifier>` (citizenfx/fivem
 * code/components/citizen-server-impl/include/Client.h UpdateCachedPrincipalValues, commit 06d4d348).
 * Only the Boutique rank the resource gave last is ever removed: the rest of the server's ACL is left alone.
 */
export class GradePrincipals {
  constructor(private readonly natives: ServerNatives) {}

  /**
   * ExecuteCommand runs as `resource.<name>` and a command needs the ACE `command.<name>`
   * (citizenfx/fivem code/components/citizen-scripting-core/src/ResourceScriptFunctions.cpp EXECUTE_COMMAND,
   * code/client/citicore/console/Console.Commands.cpp "Access denied for command", commit 06d4d348).
   * Returns the server.cfg lines still missing; none when the resource may change principals.
   */
  missingAces(): string[] {
    const principal = `resource.${this.natives.resourceName()}`
    return COMMANDS.filter((command) => !this.natives.isPrincipalAceAllowed(principal, `command.${command}`)).map(
      (command) => `add_ace ${principal} command.${command} allow`
    )
  }

  /** Gives the identifier `group.<rank>` (none: undefined) in place of the Boutique group it had; false without the ACE to. */
  apply(identifier: string, rank: string | undefined): boolean {
    // Both go into a console command line: nothing but the shapes the contract allows.
    if (!playerIdentifierSchema.safeParse(identifier).success) throw new Error(`identifiant invalide « ${identifier.slice(0, 80)} »`)
    if (rank !== undefined && !SAFE_NAME.test(rank)) throw new Error(`rang invalide « ${rank.slice(0, 40)} »`)
    if (this.missingAces().length > 0) return false
    const principal = `identifier.${identifier}`
    const previous = this.natives.getKvp(KVP_PREFIX + identifier)
    if (previous && previous !== rank && SAFE_NAME.test(previous)) {
      this.natives.executeCommand(`remove_principal ${principal} ${gradeGroup(previous)}`)
    }
    if (rank === undefined) {
      this.natives.deleteKvp(KVP_PREFIX + identifier)
      return true
    }
    // The ACL is a multimap: add_principal adds one more copy, remove_principal erases them all
    // (citizenfx/fivem code/client/citicore/se/Security.cpp, commit 06d4d348). Remove, then add: exactly one.
    this.natives.executeCommand(`remove_principal ${principal} ${gradeGroup(rank)}`)
    this.natives.executeCommand(`add_principal ${principal} ${gradeGroup(rank)}`)
    this.natives.setKvp(KVP_PREFIX + identifier, rank)
    return true
  }
}
