import { describe, expect, it } from 'vitest'

import { checkPurchaseLines, refusalMessage, type PurchaseProductRow } from '../../web/purchases/check-lines.ts'

function product(id: number, overrides: Partial<PurchaseProductRow> = {}): PurchaseProductRow {
  return {
    id,
    name: `produit_${id}`,
    label: `Produit ${id}`,
    category: 'item',
    price: 250,
    money_type: 'tokens',
    images: ['/media/x.svg'],
    description: '',
    sort_index: 0,
    theme: 'bronze',
    stocks: null,
    character_limit: 0,
    is_daily_shop_only: false,
    daily_shop_eligible: true,
    daily_shop_discount: null,
    tebex_package_id: null,
    active: true,
    grants: [{ kind: 'item', item: 'x', count: 1 }],
    ...overrides
  }
}

const context = (products: PurchaseProductRow[], offers = [{ itemId: 1, dailyShopDiscount: 15 }], bought = new Map<number, number>()) => ({
  products: new Map(products.map((row) => [row.id, row])),
  offers,
  bought
})

describe('checkPurchaseLines', () => {
  it('prices a daily line at the offer’s discount, rounded to the nearest Union per unit (212.5 → 213)', () => {
    const check = checkPurchaseLines(
      { '1': { amount: 1, isFromDailyShop: true }, '2': { amount: 3, isFromDailyShop: false } },
      context([product(1), product(2, { price: 333 })])
    )
    expect(check).toMatchObject({ ok: true, total: 213 + 999 })
    if (!check.ok) return
    expect(check.lines.map((line) => [line.product.id, line.discount, line.total])).toEqual([
      [1, 15, 213],
      [2, 0, 999]
    ])
  })

  it('collects every refused line, and leads with the text that refreshes the daily shop', () => {
    const check = checkPurchaseLines(
      {
        '3': { amount: 2, isFromDailyShop: false },
        '4': { amount: 1, isFromDailyShop: true },
        '5': { amount: 2, isFromDailyShop: false }
      },
      context([product(3, { stocks: 1 }), product(4), product(5, { character_limit: 2 })], [], new Map([[5, 1]]))
    )
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(Object.fromEntries(Object.entries(check.itemErrors).map(([id, error]) => [id, error.err]))).toEqual({
      '3': 'OUT_OF_STOCK',
      '4': 'OFFER_EXPIRED',
      '5': 'CHARACTER_LIMIT'
    })
    expect(refusalMessage(check.itemErrors)).toBe("Désolé, ce produit n'est plus disponible : l’offre du jour a changé.")
  })
})
