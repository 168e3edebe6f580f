import * as z from 'zod/mini'

import { playerGradeSchema, type PlayerGrade } from '../../../../src/core/contract/game-server.ts'
import type { DeliveryHandler } from '../delivery-handlers.ts'
import type { PlayerGrades } from './player-grades.ts'

/** A Grade grant as the shop writes it (web/tebex/grade-ranks.ts GradeGrant): tier 0 is "no Grade". */
const gradeGrantSchema = z.union([z.object({ tier: z.literal(0) }), playerGradeSchema])

/**
 * The resource's own 'grade' handler: a Grade delivery, or a revocation carrying the Grade that
 * remains, sets the player's Grade. A bridge's registerDeliveryHandler('grade') replaces it.
 */
export function gradeHandler(grades: PlayerGrades): DeliveryHandler {
  return (source, grant) => {
    grades.setForPlayer(String(source), gradeOfGrant(grant))
    return true
  }
}

function gradeOfGrant(grant: Record<string, unknown>): PlayerGrade | null {
  const parsed = gradeGrantSchema.safeParse(grant)
  if (!parsed.success) throw new Error(`Grade illisible : ${JSON.stringify(grant).slice(0, 100)}`)
  return 'rank' in parsed.data ? { tier: parsed.data.tier, rank: parsed.data.rank } : null
}
