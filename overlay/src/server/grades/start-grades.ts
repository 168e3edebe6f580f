import type { DeliveryHandlers } from '../delivery-handlers.ts'
import type { ServerNatives } from '../server-natives.ts'
import type { ShopApi } from '../shop-api.ts'
import { gradeHandler } from './grade-handler.ts'
import { GradePrincipals } from './grade-principals.ts'
import { PlayerGrades } from './player-grades.ts'
import { payStateAid, readStateAid } from './state-aid.ts'

export interface Grades {
  /** The shop API whose join answers (PUT /players/:identifier) set the player's Grade. */
  watchJoins(api: ShopApi): ShopApi
  payStateAid(): Promise<number>
  grades: PlayerGrades
}

/**
 * Grades owned by the shop (overlay/README.md "Grades"): the built-in 'grade' handler, the getGrade
 * export, the Grade of each join answer, the ACE check at start, and the state aid every interval.
 */
export function startGrades(natives: ServerNatives, handlers: DeliveryHandlers): Grades {
  const principals = new GradePrincipals(natives)
  const grades = new PlayerGrades(natives, principals)
  handlers.register('grade', gradeHandler(grades))
  natives.exportFunction('getGrade', (source: unknown) => grades.get(String(source)))
  const missing = principals.missingAces()
  if (missing.length > 0) {
    natives.warn('Grades: this resource may not give ACE groups (group.<rank>). Add these lines to server.cfg, then restart it:')
    for (const line of missing) natives.warn(`  ${line}`)
  }
  const aid = readStateAid(natives)
  const pay = () => payStateAid({ natives, handlers, holders: () => grades.holders() }, aid)
  const loop = () => {
    pay()
      .catch((failure: unknown) => natives.warn(`state aid: ${failure instanceof Error ? failure.message : String(failure)}`))
      .finally(() => natives.after(aid.intervalMs, loop))
  }
  natives.after(aid.intervalMs, loop)
  return {
    grades,
    payStateAid: pay,
    watchJoins: (api) => ({
      ...api,
      async upsertPlayer(identifier, body) {
        const answer = await api.upsertPlayer(identifier, body)
        if (answer.grade !== undefined) grades.setForIdentifier(identifier, answer.grade)
        return answer
      }
    })
  }
}
