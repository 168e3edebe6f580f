import * as z from 'zod/mini'

// The counters' stored shape, apart from their rules (attempt-counter.ts): the app part's schema reads it at start,
// and the rules load with the forms that count (docs/constants.md#bundle-budget).

/** docs/constants.md#attempt-limits: failures count within 5 minutes; more than 4 block for 5 minutes. */
export const ATTEMPT_WINDOW_MS = 300_000
export const MAX_FAILED_ATTEMPTS = 4
export const ATTEMPT_BLOCK_MS = 300_000

/** docs/constants.md#attempt-limits: per discountCode, verifyUsername and verifyCreatorCode. */
export const ATTEMPT_KINDS = ['discountCode', 'verifyUsername', 'verifyCreatorCode'] as const
export type AttemptKind = (typeof ATTEMPT_KINDS)[number]

export const attemptCounterSchema = z.object({
  count: z.int().check(z.nonnegative()),
  firstAt: z.int(),
  blockedUntil: z.optional(z.int())
})
export type AttemptCounter = z.infer<typeof attemptCounterSchema>
