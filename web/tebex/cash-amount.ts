import type { CashAmount } from '../../src/core/contract/cash-amount.ts'
import { minorDigits } from '../../src/core/domain/cash-amount.ts'

/**
 * A webhook's price, `{amount, currency}` with `amount` in major units as a decimal number (29.99) and `currency` an
 * ISO 4217 code (docs.tebex.io/developers/webhooks/webhook-types, "payment.completed" `products[].paid_price`; notes in
 * research/tebex.md §2), as the integer of minor units the database keeps (docs/history.md#cash-amounts). Rounded
 * to the currency's minor unit. Null when there is no price or its currency is not an ISO code: the event itself,
 * kept in tebex_events, still says what it was.
 */
export function cashAmountOf(price: { amount: number; currency: string } | null | undefined): CashAmount | null {
  if (!price) return null
  const currency = price.currency.trim().toUpperCase()
  if (!/^[A-Z]{3}$/.test(currency)) return null
  const cents = Math.round(price.amount * 10 ** minorDigits(currency))
  return Number.isSafeInteger(cents) ? { cents, currency } : null
}

/** The SQL that reads a store transaction's amount (`s`) as one JSON value, `{cents, currency}` or null. */
export const CASH_AMOUNT_SQL = `case when s.currency is null then null
  else json_build_object('cents', s.amount_cents, 'currency', s.currency) end as amount`
