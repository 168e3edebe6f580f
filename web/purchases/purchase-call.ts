import * as z from 'zod/mini'

import { productRowSchema } from '../catalog/product-rows.ts'
import { storedAnswerSchema } from './idempotency.ts'

/** The rule a refused line breaks, as purchase_line_refusal() names it (web/db/functions/purchase_line_refusal.sql). */
export const LINE_REFUSALS = [
  'unknown_product',
  'inactive',
  'cash_only',
  'offer_expired',
  'daily_only',
  'stock',
  'character_limit'
] as const

const lineOf = { id: z.int(), product: productRowSchema }

/** One refused line of purchase_refusal(): its rule, and the numbers that rule's French text needs. */
const refusedLineSchema = z.discriminatedUnion('refusal', [
  z.object({ id: z.int(), refusal: z.literal('unknown_product') }),
  z.object({ ...lineOf, refusal: z.enum(['inactive', 'cash_only', 'offer_expired', 'daily_only']) }),
  z.object({ ...lineOf, refusal: z.literal('stock'), stocks: z.int() }),
  z.object({ ...lineOf, refusal: z.literal('character_limit'), limit: z.int(), bought: z.int() })
])
export type RefusedLine = z.infer<typeof refusedLineSchema>

/** What buy_products() (migrations 011, 013, 018 and 025) and purchase_refusal() answer: data only, worded by the host. */
export const purchaseCallSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('no_session') }),
  z.object({ kind: z.literal('no_character') }),
  z.object({ kind: z.literal('stored'), requestHash: z.string(), answer: storedAnswerSchema }),
  z.object({ kind: z.literal('poor'), balance: z.int() }),
  z.object({ kind: z.literal('blocked') }),
  // Empty only when the basket became buyable between buy_products()'s check and this read: the caller calls again.
  z.object({ kind: z.literal('refused'), lines: z.array(refusedLineSchema) }),
  z.object({ kind: z.literal('bought'), answer: storedAnswerSchema, revision: z.string().check(z.regex(/^\d+$/)) })
])
export type PurchaseCall = z.infer<typeof purchaseCallSchema>
