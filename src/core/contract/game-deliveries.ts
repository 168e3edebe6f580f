import * as z from 'zod/mini'

import { MAX_DELIVERIES_PER_CLAIM, playerIdentifierSchema } from './game-server.ts'

/** The deliveries calls of the resource from 1.1 on (docs/in-game.md#deliveries). */

/** A character's id in its framework, as a string (QBCore's citizenid, ESX's `char1:<license>`, a number). */
export const characterGameIdSchema = z.string().check(z.regex(/^[\w:-]{1,64}$/))

/** One player online on the game server: their trusted identifiers, the characters pushed, the one played. */
export const onlinePlayerSchema = z.object({
  identifiers: z.array(playerIdentifierSchema).check(z.minLength(1), z.maxLength(8)),
  characters: z.array(characterGameIdSchema).check(z.maxLength(20)),
  activeCharacter: z.nullable(characterGameIdSchema)
})
export type ReportedPlayer = z.infer<typeof onlinePlayerSchema>

/** OneSync's largest slot count. */
export const MAX_ONLINE_PLAYERS = 2048

/** POST /api/server/deliveries/claim — says who is online and claims what they can take now. */
export const deliveryClaimRequestSchema = z.strictObject({
  serverName: z.string().check(z.minLength(1), z.maxLength(40)),
  players: z.array(onlinePlayerSchema).check(z.maxLength(MAX_ONLINE_PLAYERS)),
  limit: z.optional(z.int().check(z.positive(), z.maximum(MAX_DELIVERIES_PER_CLAIM)))
})

/** One grant of one unit: unit 1 to quantity, grant an index into `grants`. */
const unitSchema = z.int().check(z.positive(), z.maximum(10_000))
const grantIndexSchema = z.int().check(z.nonnegative(), z.maximum(99))
export const grantStepSchema = z.strictObject({ unit: unitSchema, grant: grantIndexSchema })
export type GrantStep = z.infer<typeof grantStepSchema>

export const deliveryStatusSchema = z.enum(['pending', 'claimed', 'delivered', 'cancelled'])

/** POST /api/server/deliveries/:id/grants {unit, grant} — that grant was given; the last one delivers it. */
export const grantAckResponseSchema = z.object({ status: deliveryStatusSchema, granted: z.int(), of: z.int() })
export type GrantAckResponse = z.infer<typeof grantAckResponseSchema>

export const FAILURE_REASONS = ['no_handler', 'refused', 'error', 'timeout'] as const

/** POST /api/server/deliveries/:id/failure — a grant failed for the online player: why, in the game server's words. */
export const grantFailureRequestSchema = z.strictObject({
  unit: unitSchema,
  grant: grantIndexSchema,
  reason: z.enum(FAILURE_REASONS),
  error: z.string().check(z.trim(), z.minLength(1), z.maxLength(500))
})
export type GrantFailureRequest = z.infer<typeof grantFailureRequestSchema>

/** `tellPlayer`: flagged for staff just now; the resource tells the player once. */
export const grantFailureResponseSchema = z.object({
  failures: z.int(),
  retryAt: z.nullable(z.string()),
  flagged: z.boolean(),
  tellPlayer: z.boolean()
})
export type GrantFailureResponse = z.infer<typeof grantFailureResponseSchema>

/** POST /api/server/deliveries/:id/release — its owner left before it was given: back to waiting, no failure. */
export const deliveryReleaseResponseSchema = z.object({ released: z.boolean() })
