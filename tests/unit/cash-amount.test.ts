import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { minorDigits } from '../../src/core/domain/cash-amount.ts'
import { cashAmountOf } from '../../web/tebex/cash-amount.ts'

describe('a webhook price as minor units of its currency (docs/history.md#cash-amounts)', () => {
  it('multiplies by the ISO 4217 exponent of the currency, rounding to its minor unit', () => {
    expect(cashAmountOf({ amount: 4.99, currency: 'EUR' })).toEqual({ cents: 499, currency: 'EUR' })
    expect(cashAmountOf({ amount: 1234.5, currency: 'usd' })).toEqual({ cents: 123_450, currency: 'USD' })
    expect(cashAmountOf({ amount: 1500, currency: 'JPY' })).toEqual({ cents: 1500, currency: 'JPY' })
    expect(cashAmountOf({ amount: 1.235, currency: 'KWD' })).toEqual({ cents: 1235, currency: 'KWD' })
    expect(cashAmountOf({ amount: 0.1 + 0.2, currency: 'EUR' })).toEqual({ cents: 30, currency: 'EUR' })
    expect([minorDigits('EUR'), minorDigits('JPY'), minorDigits('KWD'), minorDigits('CLF')]).toEqual([2, 0, 3, 4])
  })

  it('keeps no amount for a missing price, a currency that is no ISO code, or a number no integer column holds', () => {
    expect(cashAmountOf(null)).toBeNull()
    expect(cashAmountOf(undefined)).toBeNull()
    expect(cashAmountOf({ amount: 4.99, currency: 'EURO' })).toBeNull()
    expect(cashAmountOf({ amount: 4.99, currency: '€' })).toBeNull()
    expect(cashAmountOf({ amount: 1e300, currency: 'EUR' })).toBeNull()
  })

  it('uses the exponents migration 024 converted the old texts with', () => {
    const sql = readFileSync(new URL('../../web/db/migrations/024_cash_cents.sql', import.meta.url), 'utf8')
    const lists = [...sql.matchAll(/when m\.parts\[3\] in \(([^)]+)\) then (\d)/g)]
    expect(lists.length).toBe(3)
    for (const [, codes = '', digits] of lists) {
      for (const code of codes.match(/[A-Z]{3}/g) ?? []) expect(minorDigits(code), code).toBe(Number(digits))
    }
  })
})
