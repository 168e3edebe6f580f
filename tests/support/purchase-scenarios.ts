import fc from 'fast-check'
import { expect } from 'vitest'

/**
 * Baskets, products, stocks, limits and balances for tests/api/purchase-rules.test.ts, and what SPEC.md and
 * docs/unions-purchase.md#refusals say the shop answers to each: the test's own statement of the rules, in French as
 * players read them, against which the one written in web/db/functions/purchase_line_refusal.sql is checked.
 */
export interface ScenarioProduct {
  key: number
  exists: boolean
  active: boolean
  cash: boolean
  dailyOnly: boolean
  price: number
  /** null: unlimited. */
  stocks: number | null
  /** 0: no limit per character. */
  limit: number
  /** Units the character bought before. */
  bought: number
}

export interface ScenarioLine {
  key: number
  amount: number
  daily: boolean
  /** Today's offer of a daily line; null: the offer is gone. */
  offerDiscount: number | null
}

export interface Scenario {
  products: ScenarioProduct[]
  lines: ScenarioLine[]
  balance: number
}

/** True in `inTen` runs out of ten. */
const mostly = (inTen: number) => fc.integer({ min: 1, max: 10 }).map((n) => n <= inTen)

const productAndLine = fc.record({
  exists: mostly(9),
  active: mostly(9),
  cash: mostly(1),
  dailyOnly: mostly(2),
  price: fc.integer({ min: 0, max: 3_000 }),
  stocks: fc.option(fc.integer({ min: 0, max: 5 }), { freq: 2 }),
  limit: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4 })),
  bought: fc.integer({ min: 0, max: 4 }),
  amount: fc.integer({ min: 1, max: 4 }),
  daily: mostly(3),
  offerDiscount: fc.option(fc.integer({ min: 1, max: 90 }), { freq: 5 })
})

export const scenarioArbitrary: fc.Arbitrary<Scenario> = fc
  .record({ pairs: fc.array(productAndLine, { minLength: 1, maxLength: 4 }), balance: fc.integer({ min: 0, max: 15_000 }) })
  .map(({ pairs, balance }) => ({
    balance,
    products: pairs.map(({ amount: _amount, daily: _daily, offerDiscount: _offer, ...product }, key) => ({ key, ...product })),
    // A daily line sells one unit (the route refuses more with 400 before the purchase).
    lines: pairs.map(({ amount, daily, offerDiscount }, key) => ({ key, amount: daily ? 1 : amount, daily, offerDiscount }))
  }))

const GONE = "Désolé, ce produit n'est plus disponible."
const OFFER_GONE = "Désolé, ce produit n'est plus disponible : l’offre du jour a changé."

interface ExpectedLineError {
  err: string
  message: string
  updatedProduct: unknown
}

/** The first rule the line breaks, in SPEC.md's words, or null. */
function lineError(product: ScenarioProduct, line: ScenarioLine, id: number): ExpectedLineError | null {
  if (!product.exists) return { err: 'UNKNOWN_PRODUCT', message: GONE, updatedProduct: null }
  if (!product.active) return { err: 'WITHDRAWN', message: GONE, updatedProduct: null }
  const now = { id, stocks: product.stocks, characterLimit: product.limit, price: product.price }
  const refused = (err: string, message: string) => ({ err, message, updatedProduct: expect.objectContaining(now) })
  if (product.cash) return refused('UNAVAILABLE', 'Ce produit s’achète en euros, pas en Unions.')
  if (line.daily && line.offerDiscount === null) return refused('OFFER_EXPIRED', OFFER_GONE)
  if (!line.daily && product.dailyOnly) return refused('UNAVAILABLE', 'Ce produit ne s’achète que dans la boutique du jour.')
  if (product.stocks !== null && product.stocks < line.amount) {
    const left = product.stocks
    return refused('OUT_OF_STOCK', left === 0 ? 'Ce produit est en rupture de stock.' : `Stock insuffisant : il n’en reste que ${left}.`)
  }
  if (product.limit > 0 && product.bought + line.amount > product.limit) {
    return refused('CHARACTER_LIMIT', `Ce personnage ne peut en acheter que ${product.limit} au total (déjà ${product.bought}).`)
  }
  return null
}

/** What the shop must answer: a refusal body (with `kind`), or that the purchase goes through. */
export function expectedOutcome(scenario: Scenario, idOf: (key: number) => number): { kind: 'bought' } | Record<string, unknown> {
  const itemErrors: Record<string, ExpectedLineError> = {}
  let total = 0
  for (const line of scenario.lines) {
    const product = scenario.products[line.key] as ScenarioProduct
    const error = lineError(product, line, idOf(line.key))
    if (error) itemErrors[String(idOf(line.key))] = error
    const discount = line.daily ? (line.offerDiscount ?? 0) : 0
    total += Math.round(product.price - (product.price * discount) / 100) * line.amount
  }
  const messages = Object.values(itemErrors).map((error) => error.message)
  if (messages.length > 0) {
    const lead = messages.find((message) => message.startsWith('Désolé')) ?? (messages.length === 1 ? messages[0] : undefined)
    return { kind: 'refused', error: lead ?? 'Certains produits de votre panier ne peuvent pas être achetés.', itemErrors }
  }
  if (scenario.balance < total)
    return { kind: 'refused', error: "Vous n'avez pas assez de points boutique", shopTokensAmount: scenario.balance }
  return { kind: 'bought' }
}
