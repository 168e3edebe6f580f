import { describe, expect, it } from 'vitest'

import type { ProductRow } from '../../web/catalog/product-rows.ts'
import { refusalBody } from '../../web/purchases/purchase-refusal.ts'

function product(id: number, overrides: Partial<ProductRow> = {}): ProductRow {
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
    grants: [{ kind: 'item', item: 'x', count: 1 }],
    ...overrides
  }
}

describe('refusalBody: purchase_refusal()’s lines in French', () => {
  it('words every refused line with its numbers, and leads with the text that refreshes the daily shop', () => {
    const body = refusalBody([
      { id: 3, refusal: 'stock', stocks: 1, product: product(3, { stocks: 1 }) },
      { id: 4, refusal: 'offer_expired', product: product(4) },
      { id: 5, refusal: 'character_limit', limit: 2, bought: 1, product: product(5, { character_limit: 2 }) },
      { id: 6, refusal: 'stock', stocks: 0, product: product(6, { stocks: 0 }) }
    ])
    expect(body.error).toBe("Désolé, ce produit n'est plus disponible : l’offre du jour a changé.")
    expect(Object.fromEntries(Object.entries(body.itemErrors ?? {}).map(([id, error]) => [id, [error.err, error.message]]))).toEqual({
      '3': ['OUT_OF_STOCK', 'Stock insuffisant : il n’en reste que 1.'],
      '4': ['OFFER_EXPIRED', "Désolé, ce produit n'est plus disponible : l’offre du jour a changé."],
      '5': ['CHARACTER_LIMIT', 'Ce personnage ne peut en acheter que 2 au total (déjà 1).'],
      '6': ['OUT_OF_STOCK', 'Ce produit est en rupture de stock.']
    })
    expect(body.itemErrors?.['3']?.updatedProduct).toMatchObject({ id: 3, stocks: 1 })
  })

  it('sends no product for a gone one, and one line’s own text when it is the only one', () => {
    expect(refusalBody([{ id: 9, refusal: 'unknown_product' }])).toEqual({
      error: "Désolé, ce produit n'est plus disponible.",
      itemErrors: { '9': { err: 'UNKNOWN_PRODUCT', message: "Désolé, ce produit n'est plus disponible.", updatedProduct: null } }
    })
    expect(refusalBody([{ id: 2, refusal: 'inactive', product: product(2) }]).itemErrors?.['2']).toMatchObject({
      err: 'WITHDRAWN',
      updatedProduct: null
    })
    expect(refusalBody([{ id: 1, refusal: 'cash_only', product: product(1, { money_type: 'cash' }) }]).error).toBe(
      'Ce produit s’achète en euros, pas en Unions.'
    )
    const two = refusalBody([
      { id: 1, refusal: 'cash_only', product: product(1) },
      { id: 2, refusal: 'daily_only', product: product(2) }
    ])
    expect(two.error).toBe('Certains produits de votre panier ne peuvent pas être achetés.')
    expect(two.itemErrors?.['2']?.message).toBe('Ce produit ne s’achète que dans la boutique du jour.')
  })
})
