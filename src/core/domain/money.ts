import type { CurrencyCode } from '../contract/exchange-rate.ts'
import { madeOnFirstUse } from '../lib/made-on-first-use.ts'

/** docs/catalogue.md#prices-and-currencies: price minus price × discount / 100, kept in whole Unions. */
export function discountedPrice(price: number, discountPercent = 0): number {
  return Math.round(price - (price * discountPercent) / 100)
}

export interface PricedLine {
  price: number
  quantity: number
  discount?: number
}

export function basketTotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + discountedPrice(line.price, line.discount) * line.quantity, 0)
}

/** A discount badge, the same everywhere: '-30 %' with a narrow no-break space, as French typography sets it. */
export function formatDiscount(percent: number): string {
  return `-${percent}\u202f%`
}

/** Unions use the typographic apostrophe as the thousands separator: 25’000. */
export function formatUnions(amount: number): string {
  const digits = Math.abs(Math.trunc(amount)).toString()
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u2019')
  return amount < 0 ? `-${grouped}` : grouped
}

/** One formatter per currency, made on its first price: a listing formats hundreds of prices, in one currency. */
const cashFormatter = madeOnFirstUse(
  (currency: CurrencyCode) =>
    new Intl.NumberFormat('fr-FR', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 })
)

/** A cash price (euro cents) converted at `rate` and shown with 2 decimals: 12,34 €. */
export function formatCash(euroCents: number, currency: CurrencyCode, rate: number): string {
  return cashFormatter(currency).format(convertCash(euroCents, rate))
}

export function convertCash(euroCents: number, rate: number): number {
  return Math.round(euroCents * rate) / 100
}
