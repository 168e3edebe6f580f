import { CURRENCY_CODES, type CurrencyCode } from '../contract/exchange-rate.ts'

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

/** One formatter per currency, made once: a listing formats hundreds of prices. */
const CASH_FORMATTERS: Readonly<Record<CurrencyCode, Intl.NumberFormat>> = Object.fromEntries(
  CURRENCY_CODES.map((currency) => [
    currency,
    new Intl.NumberFormat('fr-FR', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 })
  ])
) as Record<CurrencyCode, Intl.NumberFormat>

/** A cash price (euro cents) converted at `rate` and shown with 2 decimals: 12,34 €. */
export function formatCash(euroCents: number, currency: CurrencyCode, rate: number): string {
  const formatter = CASH_FORMATTERS[currency]
  return formatter.format(convertCash(euroCents, rate))
}

export function convertCash(euroCents: number, rate: number): number {
  return Math.round(euroCents * rate) / 100
}
