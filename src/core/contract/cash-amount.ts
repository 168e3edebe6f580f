import * as z from 'zod/mini'

/**
 * A cash amount as the store provider charged it (docs/history.md#cash-amounts): an integer of the currency's minor
 * units by its ISO 4217 exponent (cents of EUR, yen, thousandths of KWD) and its ISO 4217 code.
 */
export const cashAmountSchema = z.object({
  cents: z.int(),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/))
})
export type CashAmount = z.infer<typeof cashAmountSchema>
