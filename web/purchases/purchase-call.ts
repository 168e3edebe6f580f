import * as z from 'zod/mini'

import { PRODUCT_CATEGORIES, PRODUCT_THEMES } from '../../src/core/contract/catalog.ts'
import { grantSchema } from '../catalog/catalogue-file.ts'
import type { PurchaseProductRow } from './check-lines.ts'
import { storedAnswerSchema } from './idempotency.ts'

/** A products row as buy_products() returns it with a refusal (row_to_json of the columns check-lines.ts reads). */
const productRowSchema: z.ZodMiniType<PurchaseProductRow> = z.object({
  id: z.int(),
  name: z.string(),
  label: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  price: z.int(),
  money_type: z.enum(['tokens', 'cash']),
  images: z.array(z.string()),
  description: z.string(),
  sort_index: z.int(),
  theme: z.enum(PRODUCT_THEMES),
  stocks: z.nullable(z.int()),
  character_limit: z.int(),
  is_daily_shop_only: z.boolean(),
  daily_shop_eligible: z.boolean(),
  daily_shop_discount: z.nullable(z.int()),
  tebex_package_id: z.nullable(z.int()),
  active: z.boolean(),
  grants: z.array(grantSchema)
})

/** What buy_products() (migrations 011, 013 and 018) and purchase_refusal() answer: the parts the caller turns into an HTTP answer. */
export const purchaseCallSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('no_session') }),
  z.object({ kind: z.literal('no_character') }),
  z.object({ kind: z.literal('stored'), requestHash: z.string(), answer: storedAnswerSchema }),
  z.object({ kind: z.literal('poor'), balance: z.int() }),
  z.object({ kind: z.literal('refused'), products: z.array(productRowSchema), bought: z.record(z.string(), z.int()) }),
  z.object({ kind: z.literal('bought'), answer: storedAnswerSchema, revision: z.string().check(z.regex(/^\d+$/)) })
])
export type PurchaseCall = z.infer<typeof purchaseCallSchema>
