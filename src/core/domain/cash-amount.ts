import type { CashAmount } from '../contract/cash-amount.ts'

/**
 * ISO 4217 minor units, list one of the standard
 * (https://www.six-group.com/en/products-services/financial-information/data-standards.html): the currencies whose
 * exponent is not 2 (checked against the table generated from ISO's XML in checkdigit/currency, src/iso-4217.ts).
 * Migration 024 (web/db/migrations/024_cash_cents.sql) converted the old texts with the same table.
 */
const MINOR_DIGITS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    ['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'].map((code) => [
      code,
      0
    ])
  ),
  ...Object.fromEntries(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'].map((code) => [code, 3])),
  CLF: 4,
  UYW: 4
}

/** How many decimals a currency's minor unit has (2 unless ISO 4217 says otherwise). */
export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency] ?? 2
}

/** A few amounts per screen (a payment's detail, a staff table): a formatter made per call costs nothing there. */
function formatterOf(currency: string): Intl.NumberFormat {
  const digits = minorDigits(currency)
  // The euro with its sign (« 4,99 € »), any other currency with its code (« 10,00 USD »): players read euros.
  return new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency,
    currencyDisplay: currency === 'EUR' ? 'symbol' : 'code',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits
  })
}

/** docs/history.md#cash-amounts: 499 EUR → « 4,99 € », 1500 JPY → « 1 500 JPY », 1230 KWD → « 1,230 KWD ». */
export function formatCashAmount(amount: CashAmount): string {
  return formatterOf(amount.currency).format(amount.cents / 10 ** minorDigits(amount.currency))
}
