import { describe, expect, it } from 'vitest'

import { basketTotal, convertCash, discountedPrice, formatCash, formatUnions } from '../../src/core/domain/money.ts'

describe('discountedPrice', () => {
  it('takes the discount percent off', () => {
    expect(discountedPrice(1000, 20)).toBe(800)
    expect(discountedPrice(1000)).toBe(1000)
    expect(discountedPrice(999, 15)).toBe(849)
  })
})

describe('basketTotal', () => {
  it('sums the discounted price times the quantity of each line', () => {
    expect(
      basketTotal([
        { price: 1000, quantity: 2, discount: 10 },
        { price: 250, quantity: 3 }
      ])
    ).toBe(2550)
    expect(basketTotal([])).toBe(0)
  })
})

describe('formatUnions', () => {
  it('groups thousands with the typographic apostrophe', () => {
    expect(formatUnions(25000)).toBe('25’000')
    expect(formatUnions(1234567)).toBe('1’234’567')
    expect(formatUnions(999)).toBe('999')
    expect(formatUnions(-1500)).toBe('-1’500')
  })
})

describe('formatCash', () => {
  it('shows euros with the € sign and two decimals', () => {
    expect(formatCash(999, 'EUR', 1)).toBe('9,99\u00a0€')
  })

  it('converts at the rate and rounds to two decimals', () => {
    expect(convertCash(999, 1.12)).toBe(11.19)
    expect(formatCash(999, 'USD', 1.12)).toBe('11,19\u00a0$US')
    expect(formatCash(100000, 'SEK', 11.1)).toBe('11\u202f100,00\u00a0SEK')
  })
})

describe('discount badges', () => {
  it('read "-30 %" with a narrow no-break space on the daily shop, in the basket and in the history alike', async () => {
    const { basketMessages } = await import('../../src/core/messages/basket.ts')
    const { dailyShopMessages } = await import('../../src/core/messages/daily-shop.ts')
    const { historyMessages } = await import('../../src/core/messages/history.ts')
    expect(dailyShopMessages.discountBadge(30)).toBe('-30\u202f%')
    expect(basketMessages.discountBadge(30)).toBe('-30\u202f%')
    expect(historyMessages.discountValue(30)).toBe('-30\u202f%')
  })
})
