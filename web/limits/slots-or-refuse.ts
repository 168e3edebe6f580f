import { formatCountdown } from '../../src/core/domain/countdown.ts'
import { accountErrors } from '../../src/core/messages/account-errors.ts'
import type { Queryable } from '../db/database.ts'
import { HttpError } from '../http/http-error.ts'
import { pruneExpiredLimits, takeSlots, type LimitKey, type Slot } from './limits.ts'

/** The slots of every key, or a 429 whose French text gives the wait (m:ss) when one is used up. */
export async function slotsOrRefuse(
  db: Queryable,
  keys: readonly LimitKey[],
  at: Date,
  message: (wait: string) => string = accountErrors.tooManyAttempts
): Promise<Slot[]> {
  await pruneExpiredLimits(db, at)
  const taken = await takeSlots(db, keys, at)
  if (!taken.granted) throw new HttpError(429, message(formatCountdown(taken.waitMs)))
  return taken.slots
}
