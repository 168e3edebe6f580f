import * as z from 'zod/mini'
import { cashAmountSchema } from './cash-amount.ts'

/**
 * Where what a line gives in game is, on one game server (docs/history.md#delivery): delivered (when, to whom),
 * waiting for the player to join, being delivered, taken back after a refund, or cancelled.
 */
export const lineDeliverySchema = z.object({
  state: z.enum(['delivered', 'waiting', 'in_progress', 'taken_back', 'cancelled']),
  at: z.nullable(z.string()),
  character: z.nullable(z.string()),
  server: z.string()
})
export type LineDelivery = z.infer<typeof lineDeliverySchema>
/** Absent from answers kept from before it existed. */
const lineDeliveries = z._default(z.array(lineDeliverySchema), [])

/** A purchase made with Unions in this shop: one row per order line (docs/history.md#sources). */
export const shopTransactionSchema = z.object({
  unity_transaction_id: z.string(),
  date: z.string(),
  package: z.object({ id: z.int(), name: z.string(), defaultName: z.string() }),
  quantity: z.int(),
  price: z.int(),
  discount: z.int(),
  characterName: z.nullable(z.string()),
  deliveries: lineDeliveries
})
export type ShopTransaction = z.infer<typeof shopTransactionSchema>

/**
 * Every status a cash payment line can have (store_transactions.status), raw: the bundle shows each
 * with its French label, never the code. complete: credited; unknown_recipient: paid, nobody to credit
 * (staff settle it); dispute_opened: charged back, pending; refunded / dispute_lost: taken back (Unions,
 * Grade and goods revoked); subscription_ended: a subscription's month whose Grade ended with it.
 */
export const STORE_TRANSACTION_STATUSES = [
  'complete',
  'unknown_recipient',
  'dispute_opened',
  'refunded',
  'dispute_lost',
  'subscription_ended'
] as const
export const storeTransactionStatusSchema = z.enum(STORE_TRANSACTION_STATUSES)
export type StoreTransactionStatus = z.infer<typeof storeTransactionStatusSchema>

/** A payment made with cash through the store provider (docs/history.md#list). */
export const storeTransactionSchema = z.object({
  txn_id: z.string(),
  date: z.string(),
  package: z.object({ id: z.int(), name: z.string() }),
  quantity: z.int(),
  /** What was paid, in minor units of the payment's currency: {cents: 999, currency: 'EUR'} (docs/history.md#cash-amounts). */
  amount: z.nullable(cashAmountSchema),
  status: storeTransactionStatusSchema,
  /** The receiver's username, on a gift the player made. */
  giftTo: z.nullable(z.string()),
  /** The payer's username, on a gift the player received (absent in answers kept from before it existed). */
  giftFrom: z.optional(z.nullable(z.string())),
  deliveries: lineDeliveries
})
export type StoreTransaction = z.infer<typeof storeTransactionSchema>

/** GET /api/getPlayerTransactions — newest first; 403 when not logged in. */
export const playerTransactionsResponseSchema = z.object({
  shop: z.array(shopTransactionSchema),
  tebex: z.array(storeTransactionSchema)
})
export type PlayerTransactionsResponse = z.infer<typeof playerTransactionsResponseSchema>

/** GET /api/verifyUsername?username= — the player a gift goes to. */
export const verifyUsernameQuerySchema = z.object({ username: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)) })
export const verifyUsernameResponseSchema = z.object({ id: z.int(), username: z.string() })
