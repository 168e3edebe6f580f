import { playerIdentifierSchema, type PlayerGrade } from '../../../../src/core/contract/game-server.ts'
import type { ServerNatives } from '../server-natives.ts'
import { gradeGroup, type GradePrincipals } from './grade-principals.ts'

/** The replicated state bag key other resources read: `Player(source).state.boutiqueGrade`. */
export const GRADE_STATE_KEY = 'boutiqueGrade'
/** server-local: (source, grade or null, previous grade or null) when an online player's Grade changes. */
export const GRADE_CHANGED_EVENT = 'boutique:gradeChanged'

/**
 * Each online player's Grade, as the shop said it last (at join, and with every Grade delivery or
 * revocation): the state bag, the ACE group on the account identifier, getGrade and the event.
 */
export class PlayerGrades {
  private readonly bySource = new Map<string, PlayerGrade | null>()
  /** Players seen joining (getPlayers() may not list one yet while the shop answers). */
  private readonly online = new Set<string>()

  constructor(
    private readonly natives: ServerNatives,
    private readonly principals: GradePrincipals
  ) {
    for (const source of natives.players()) this.online.add(source)
    natives.onPlayerJoining((source) => this.online.add(source))
    natives.onPlayerDropped((source) => {
      this.online.delete(source)
      this.bySource.delete(source)
    })
  }

  get(source: string): PlayerGrade | null {
    return this.bySource.get(source) ?? null
  }

  /** Online players who hold a Grade. */
  holders(): [string, PlayerGrade][] {
    return [...this.bySource].flatMap(([source, grade]) => (grade ? [[source, grade] as [string, PlayerGrade]] : []))
  }

  /** A Grade delivery or revocation for a player online. Throws, in words staff read, when the ACE group could not be set. */
  setForPlayer(source: string, grade: PlayerGrade | null): void {
    const identifier = accountIdentifierOf(this.natives.playerIdentifiers(source))
    if (!identifier) throw new Error('le joueur n’a ni identifiant fivem: ni license: : Grade non appliqué')
    this.online.add(source)
    if (!this.setForIdentifier(identifier, grade)) {
      const group = grade ? gradeGroup(grade.rank) : 'de Grade'
      throw new Error(`le groupe ${group} n’a pas pu être mis à jour : ajoutez au server.cfg ${this.principals.missingAces().join(' et ')}`)
    }
  }

  /** The shop's word on an account: its ACE group, and every online player of it. False when the ACE group could not be set. */
  setForIdentifier(identifier: string, grade: PlayerGrade | null): boolean {
    const principalSet = this.principals.apply(identifier, grade?.rank)
    for (const source of this.online) {
      if (this.natives.playerIdentifiers(source).includes(identifier)) this.setOnline(source, grade)
    }
    return principalSet
  }

  private setOnline(source: string, grade: PlayerGrade | null): void {
    const previous = this.bySource.get(source) ?? null
    this.bySource.set(source, grade)
    this.natives.setPlayerState(source, GRADE_STATE_KEY, grade)
    if (previous?.tier !== grade?.tier || previous?.rank !== grade?.rank) {
      this.natives.emitLocal(GRADE_CHANGED_EVENT, Number(source), grade, previous)
    }
  }
}

/** The identifier the shop account is keyed on, as OnlinePlayers picks it: fivem: when there is one, else license:. */
export function accountIdentifierOf(identifiers: string[]): string | undefined {
  const valid = identifiers.filter((identifier) => playerIdentifierSchema.safeParse(identifier).success)
  return valid.find((identifier) => identifier.startsWith('fivem:')) ?? valid.find((identifier) => identifier.startsWith('license:'))
}
