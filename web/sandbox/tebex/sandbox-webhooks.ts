import { randomBytes, randomUUID } from 'node:crypto'

import { webhookSignature } from '../../tebex/webhook-signature.ts'
import { basketTotals, linePaid, type SandboxBasket } from './sandbox-baskets.ts'
import { SANDBOX_CURRENCY } from './sandbox-catalogue.ts'

/** research/tebex.md §2.3: status ids of the official SDK. */
export const PAYMENT_STATUSES = {
  complete: { id: 1, description: 'Complete' },
  refund: { id: 2, description: 'Refund' },
  chargeback: { id: 3, description: 'Chargeback' },
  declined: { id: 18, description: 'Declined' }
} as const

type Money = { amount: number; currency: string }
const money = (cents: number): Money => ({ amount: cents / 100, currency: SANDBOX_CURRENCY })
/** Tebex writes dates as `2024-07-02T19:52:07+00:00`. */
export const tebexDate = (at: number) => new Date(at).toISOString().replace(/\.\d{3}Z$/, '+00:00')

/** Tebex's transaction ids look like `tbx-40514024a64636-f9a1ea`. */
export function newTransactionId(): string {
  return `tbx-${randomBytes(7).toString('hex')}-${randomBytes(3).toString('hex')}`
}

/** The PaymentSubject of a basket as it is at payment time, with the basket's and each line's custom echoed. */
export function paymentSubject(
  basket: SandboxBasket,
  transactionId: string,
  status: (typeof PAYMENT_STATUSES)[keyof typeof PAYMENT_STATUSES],
  at: number,
  declineReason: string | null = null
): Record<string, unknown> {
  const { base, total } = basketTotals(basket)
  const username: PaymentUsername = basket.usernameId === null ? null : { id: basket.usernameId, username: basket.username }
  return {
    transaction_id: transactionId,
    status,
    payment_sequence: 'oneoff',
    created_at: tebexDate(at),
    price: money(base),
    price_paid: money(total),
    payment_method: { name: 'Carte bancaire (démo)', refundable: true },
    fees: { tax: money(0), gateway: money(0) },
    customer: demoCustomer(basket.ip, username),
    products: basket.lines.map((line) => productOf(basket, line, username)),
    coupons: basket.coupon ? [{ code: basket.coupon.code }] : [],
    gift_cards: [],
    recurring_payment_reference: null,
    custom: basket.custom ?? {},
    revenue_share: [],
    decline_reason: declineReason
  }
}

type PaymentUsername = { id: string; username: string | null } | null

/** The stand-in's one customer, paying from the basket's address. */
function demoCustomer(ip: string, username: PaymentUsername) {
  return {
    first_name: 'Joueur',
    last_name: 'Démo',
    email: 'demo@boutique.example',
    ip,
    username,
    marketing_consent: false,
    country: 'FR',
    postal_code: null
  }
}

function productOf(basket: SandboxBasket, line: SandboxBasket['lines'][number], username: PaymentUsername) {
  return {
    id: line.packageId,
    name: line.name,
    quantity: line.quantity,
    base_price: money(line.unitPrice * line.quantity),
    paid_price: money(linePaid(basket, line)),
    variables: Object.entries(line.variableData).map(([identifier, option]) => ({ identifier, option })),
    expires_at: null,
    custom: line.custom,
    username
  }
}

/** Hands a signed webhook to the shop; answers the shop's HTTP status. */
export type WebhookTransport = (body: string, signature: string) => Promise<number>

export interface SentWebhook {
  id: string
  type: string
  status: number
}

/** The stand-in's side of Tebex webhooks: compact JSON, signed on exactly the bytes sent. */
export class SandboxWebhooks {
  private last: { id: string; type: string; body: string } | undefined

  constructor(
    private readonly secret: string,
    private readonly transport: WebhookTransport
  ) {}

  async send(type: string, subject: Record<string, unknown>, at: number): Promise<SentWebhook> {
    const id = randomUUID()
    const body = JSON.stringify({ id, type, date: tebexDate(at), subject })
    this.last = { id, type, body }
    return { id, type, status: await this.transport(body, webhookSignature(this.secret, body)) }
  }

  /** The same event again, byte for byte: what Tebex does when an answer is lost. */
  async resendLast(): Promise<SentWebhook | undefined> {
    if (!this.last) return undefined
    const { id, type, body } = this.last
    return { id, type, status: await this.transport(body, webhookSignature(this.secret, body)) }
  }
}
