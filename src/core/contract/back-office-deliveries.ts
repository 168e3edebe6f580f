import * as z from 'zod/mini'

const isoDate = z.string()

/** docs/in-game.md#delivery-states: « En attente du joueur », « En cours », « Livré », « À revoir », « Annulé ». */
export const DELIVERY_STATES = ['waiting_player', 'in_progress', 'delivered', 'review', 'cancelled'] as const
export const deliveryStateNameSchema = z.enum(DELIVERY_STATES)
export type DeliveryStateName = z.infer<typeof deliveryStateNameSchema>

export const deliveryStateSchema = z.object({
  id: z.int(),
  serverName: z.string(),
  label: z.string(),
  kind: z.string(),
  quantity: z.int(),
  status: z.enum(['pending', 'claimed', 'delivered', 'cancelled']),
  state: deliveryStateNameSchema,
  /** What staff may do with it now (web/admin/players/delivery-rules.ts): « Remettre en file », « Annuler ». */
  canRequeue: z.boolean(),
  canCancel: z.boolean(),
  /** How many claims handed it to the game server. */
  attempts: z.int(),
  /** Grants that failed for the online player, the last one's reason as the game server said it. */
  failures: z.int(),
  lastError: z.nullable(z.string()),
  retryAt: z.nullable(isoDate),
  /** Grants given so far, of quantity × grants. */
  granted: z.int(),
  grantsTotal: z.int(),
  claimedUntil: z.nullable(isoDate),
  deliveredAt: z.nullable(isoDate),
  createdAt: isoDate,
  character: z.nullable(z.string()),
  orderId: z.nullable(z.int()),
  storeTransactionId: z.nullable(z.string())
})
export type DeliveryState = z.infer<typeof deliveryStateSchema>
