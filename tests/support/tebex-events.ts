import { randomUUID } from 'node:crypto'

/** A line of a Tebex payment: its package, and what Tebex carries with it. */
export interface Line {
  id: number
  quantity?: number
  variables?: unknown
  custom?: Record<string, unknown> | null
}

/** A payment.* event as Tebex sends it (research/tebex.md §2.1, §2.3). */
export function paymentEvent(type: string, transactionId: string, products: Line[], custom: Record<string, unknown>, id = randomUUID()) {
  return {
    id,
    type,
    date: '2026-11-21T10:00:00+00:00',
    subject: {
      transaction_id: transactionId,
      status: { id: 1, description: 'Complete' },
      payment_sequence: 'oneoff',
      created_at: '2026-11-21T10:00:00+00:00',
      price: { amount: 4.99, currency: 'EUR' },
      price_paid: { amount: 4.99, currency: 'EUR' },
      customer: { first_name: 'A', last_name: 'B', email: 'a@b.c', username: { id: '100001', username: 'Lucas_Martin' } },
      products: products.map((line) => ({
        id: line.id,
        name: 'Paquet',
        quantity: line.quantity ?? 1,
        base_price: { amount: 4.99, currency: 'EUR' },
        paid_price: { amount: 4.99, currency: 'EUR' },
        variables: line.variables ?? [],
        expires_at: null,
        custom: line.custom ?? null,
        username: { id: '100001', username: 'Lucas_Martin' }
      })),
      coupons: [],
      gift_cards: [],
      recurring_payment_reference: null,
      custom,
      revenue_share: [],
      decline_reason: null
    }
  }
}

/** The per-line variables the basket sends (docs/cash-checkout.md#package-variables): the receiver, and the gifter or 'null'. */
export const variables = (identifier: number | string, gifter: number | string = 'null') => [
  { identifier: 'identifier', option: String(identifier) },
  { identifier: 'gifter', option: String(gifter) }
]
