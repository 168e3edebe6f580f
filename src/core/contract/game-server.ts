import * as z from 'zod/mini'

/** The game-server API of DESIGN.md, called by the FiveM resource with the server key. */
export const playerIdentifierSchema = z.string().check(z.regex(/^(fivem|license):[A-Za-z0-9]{1,64}$/))

export const gameCharacterSchema = z.object({
  /** The framework's id: QBCore's citizenid, ESX multicharacter's `char1:<license>`. */
  id: z.union([z.string().check(z.regex(/^[\w:-]{1,64}$/)), z.int().check(z.nonnegative())]),
  firstname: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  lastname: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  dob: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
  pob: z.string().check(z.trim(), z.maxLength(60)),
  height: z.int().check(z.minimum(0), z.maximum(300))
})

export const upsertPlayerRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  serverName: z.string().check(z.minLength(1), z.maxLength(40)),
  characters: z.optional(z.array(gameCharacterSchema).check(z.maxLength(20)))
})
export type UpsertPlayerRequest = z.infer<typeof upsertPlayerRequestSchema>

/**
 * A player's Grade as the game applies it (overlay/README.md "Grades"): tier 1–5 and its rank, which
 * becomes the ACE group `group.<rank>`, hence no character a console command could read otherwise.
 */
export const playerGradeSchema = z.object({
  tier: z.int().check(z.minimum(1), z.maximum(5)),
  rank: z.string().check(z.regex(/^[a-z][a-z0-9_]{0,31}$/))
})
export type PlayerGrade = z.infer<typeof playerGradeSchema>

/** `grade`: the Grade the shop holds now (null: none); absent from shops before it, which then leave it alone. */
export const upsertPlayerResponseSchema = z.object({
  accountId: z.int(),
  username: z.string(),
  grade: z.optional(z.nullable(playerGradeSchema))
})
export type UpsertPlayerResponse = z.infer<typeof upsertPlayerResponseSchema>

export const loginTokenRequestSchema = z.object({ serverName: z.string().check(z.minLength(1), z.maxLength(40)) })
export const loginTokenResponseSchema = z.object({ token: z.string(), expiresAt: z.string() })

export const creditRequestSchema = z.object({
  amount: z.int().check(z.positive(), z.maximum(1_000_000)),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  reference: z.optional(z.string().check(z.minLength(1), z.maxLength(100)))
})

/** What the game hands out for one order line: the grants of one unit, `quantity` times. */
export const deliverySchema = z.object({
  id: z.int(),
  /**
   * 'grant' hands the grants out; 'revoke' takes back those of a refunded or charged-back payment
   * (a Grade revocation carries the Grade that remains, tier 0 for none). Absent from older shops: 'grant'.
   */
  kind: z._default(z.enum(['grant', 'revoke']), 'grant'),
  /** The Unions order it comes from; null for a cash purchase through the store provider (a Grade). */
  orderId: z.nullable(z.int()),
  serverName: z.string(),
  /** The player's game identifiers (fivem:, license:), to find them online. */
  identifiers: z.array(z.string()),
  accountId: z.int(),
  /** Null when it goes to the account, not a character (a Grade). */
  character: z.nullable(z.object({ gameId: z.string(), firstname: z.string(), lastname: z.string() })),
  product: z.object({ id: z.int(), name: z.string(), label: z.string(), category: z.string() }),
  quantity: z.int(),
  grants: z.array(z.record(z.string(), z.unknown())),
  attempts: z.int(),
  createdAt: z.string(),
  /** The grants already given, as '<unit>:<grant index>' (acknowledged one by one): never give them again. */
  grantedSteps: z._default(z.array(z.string()), []),
  /** For a 'revoke': the delivery whose grants it takes back (null for a Grade's, which carries the one that remains). */
  revokesDeliveryId: z._default(z.nullable(z.int()), null)
})
export type Delivery = z.infer<typeof deliverySchema>

export const MAX_DELIVERIES_PER_CLAIM = 100

/** GET /api/server/deliveries?serverName=&limit= — the claim of resources before 1.1, which say nothing of who is online. */
export const deliveriesQuerySchema = z.object({
  serverName: z.string().check(z.minLength(1), z.maxLength(40)),
  limit: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_DELIVERIES_PER_CLAIM)))
})
export const deliveriesResponseSchema = z.object({ deliveries: z.array(deliverySchema), claimedUntil: z.string() })
export type DeliveriesResponse = z.infer<typeof deliveriesResponseSchema>

/** POST /api/server/deliveries/ack {ids} — granted in game; never handed out again. */
export const deliveryAckRequestSchema = z.strictObject({
  ids: z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(MAX_DELIVERIES_PER_CLAIM))
})
export const deliveryAckResponseSchema = z.object({ acknowledged: z.array(z.int()) })
export type DeliveryAckResponse = z.infer<typeof deliveryAckResponseSchema>
