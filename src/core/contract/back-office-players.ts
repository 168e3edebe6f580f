import * as z from 'zod/mini'

import { cashAmountSchema } from './cash-amount.ts'
import { deliveryStateSchema } from './back-office-deliveries.ts'
import { idempotencyKey, reason } from './staff-forms.ts'

/** GET /api/admin/players?q=: a username, a game identifier (fivem:, license:, discord:), a Discord id or a character name. */
export const playerSearchSchema = z.object({ q: z.string().check(z.trim(), z.minLength(2), z.maxLength(80)) })

export const playerFoundSchema = z.object({
  id: z.int(),
  username: z.string(),
  balance: z.int(),
  /** Why the search found them: the identifier or character that matched, or the username. */
  matched: z.string()
})
export const playerSearchResultSchema = z.object({ players: z.array(playerFoundSchema) })
export type PlayerFound = z.infer<typeof playerFoundSchema>

const isoDate = z.string()

export const playerHeaderSchema = z.object({
  id: z.int(),
  username: z.string(),
  balance: z.int(),
  /** What the player owes after a reversal: the balance below zero, else 0. */
  debt: z.int(),
  rank: z.string(),
  discordId: z.nullable(z.string()),
  identifiers: z.array(z.string()),
  createdAt: isoDate,
  purchasesBlockedAt: z.nullable(isoDate),
  purchasesBlockedReason: z.nullable(z.string())
})
export type PlayerHeader = z.infer<typeof playerHeaderSchema>

export const ledgerEntrySchema = z.object({
  id: z.string(),
  delta: z.int(),
  balanceAfter: z.int(),
  reason: z.string(),
  reference: z.nullable(z.string()),
  at: isoDate
})
export const ledgerPageSchema = z.object({ entries: z.array(ledgerEntrySchema), total: z.int(), page: z.int(), pageSize: z.int() })
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>
export const ledgerQuerySchema = z.object({ page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1) })

export const orderLineViewSchema = z.object({ label: z.string(), quantity: z.int(), total: z.int(), fromDailyShop: z.boolean() })
export const orderViewSchema = z.object({
  id: z.int(),
  serverName: z.string(),
  character: z.string(),
  total: z.int(),
  at: isoDate,
  lines: z.array(orderLineViewSchema)
})
export type OrderView = z.infer<typeof orderViewSchema>

export const storePaymentSchema = z.object({
  txnId: z.string(),
  paymentId: z.nullable(z.string()),
  username: z.nullable(z.string()),
  recipient: z.nullable(z.string()),
  packageName: z.string(),
  quantity: z.int(),
  amount: z.nullable(cashAmountSchema),
  status: z.string(),
  reviewReason: z.nullable(z.string()),
  at: isoDate
})
export type StorePayment = z.infer<typeof storePaymentSchema>

export const webhookEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  outcome: z.string(),
  receivedAt: isoDate,
  detail: z.unknown(),
  body: z.unknown(),
  /** Settled by hand in the back-office: by whom, when, why; appliedAt: came before its payment (web/tebex/waiting-events.ts). */
  resolved: z.nullable(z.object({ at: isoDate, by: z.string(), reason: z.string() })),
  appliedAt: z.nullable(isoDate)
})
export type WebhookEvent = z.infer<typeof webhookEventSchema>
export const characterViewSchema = z.object({ serverName: z.string(), gameId: z.string(), name: z.string(), active: z.boolean() })
export const sessionViewSchema = z.object({ createdAt: isoDate, expiresAt: isoDate, remember: z.boolean(), backOffice: z.boolean() })

export const playerDetailSchema = z.object({
  player: playerHeaderSchema,
  orders: z.array(orderViewSchema),
  deliveries: z.array(deliveryStateSchema),
  payments: z.array(storePaymentSchema),
  events: z.array(webhookEventSchema),
  giftsSent: z.array(storePaymentSchema),
  giftsReceived: z.array(storePaymentSchema),
  characters: z.array(characterViewSchema),
  sessions: z.array(sessionViewSchema)
})
export type PlayerDetail = z.infer<typeof playerDetailSchema>

export const balanceChangeRequestSchema = z.object({
  delta: z.int().check(
    z.minimum(-1_000_000),
    z.maximum(1_000_000),
    z.refine((value) => value !== 0)
  ),
  reason,
  idempotencyKey
})
export const staffReasonRequestSchema = z.object({ reason, idempotencyKey })
export const blockRequestSchema = z.object({ blocked: z.boolean(), reason, idempotencyKey })
export const assignPaymentRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(2), z.maxLength(40)),
  reason,
  idempotencyKey
})

export const actionDoneSchema = z.object({ done: z.string() })

/** GET /api/admin/payments: every store payment line, filtered by state, newest first. */
export const PAYMENT_STATES = ['complete', 'refunded', 'dispute_opened', 'dispute_lost', 'unknown_recipient', 'subscription_ended'] as const
export const paymentFilterSchema = z.object({
  status: z.optional(z.enum(PAYMENT_STATES)),
  q: z.optional(z.string().check(z.maxLength(80))),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1)
})
export const paymentPageSchema = z.object({ payments: z.array(storePaymentSchema), total: z.int(), page: z.int(), pageSize: z.int() })
export const paymentDetailSchema = z.object({ payment: storePaymentSchema, events: z.array(webhookEventSchema) })
/** Webhook events nothing could be done with: a package the catalogue does not know, a recipient no account matches. */
export const unresolvedEventsSchema = z.object({ events: z.array(webhookEventSchema) })

export const debtSchema = z.object({
  accountId: z.int(),
  username: z.string(),
  debt: z.int(),
  reversed: z.int(),
  lastReversalAt: z.nullable(isoDate)
})
export const debtListSchema = z.object({ debts: z.array(debtSchema) })
export type Debt = z.infer<typeof debtSchema>

/** The contact inbox: each message with its forwarding state (by e-mail / Discord) and whether staff handled it. */
export const contactMessageViewSchema = z.object({
  id: z.int(),
  username: z.string(),
  email: z.string(),
  subject: z.string(),
  text: z.string(),
  at: isoDate,
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.int(),
  lastError: z.nullable(z.string()),
  sentAt: z.nullable(isoDate),
  handledAt: z.nullable(isoDate),
  handledBy: z.nullable(z.string())
})
export type ContactMessageView = z.infer<typeof contactMessageViewSchema>
export const messageFilterSchema = z.object({
  handled: z._default(z.enum(['0', '1']), '0'),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1)
})
export const messagePageSchema = z.object({ messages: z.array(contactMessageViewSchema), total: z.int(), page: z.int(), pageSize: z.int() })
export const messageHandledRequestSchema = z.object({ handled: z.boolean() })

/** GET /api/admin/sales?from=&to=: days (Europe/Paris) from `from` to `to` included, at most a year. */
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))
export const salesQuerySchema = z.object({ from: day, to: day })
const dayValue = z.object({ day: z.string(), value: z.number() })
const productValue = z.object({ label: z.string(), value: z.number() })
export const salesReportSchema = z.object({
  /** Euro cents of store payments by day, refunds and lost disputes subtracted the day they came. */
  revenueByDay: z.array(dayValue),
  revenueByMonth: z.array(dayValue),
  unionsSpentByDay: z.array(dayValue),
  newBuyersByDay: z.array(dayValue),
  topProductsByUnions: z.array(productValue),
  /** Euro cents. */
  topProductsByCash: z.array(productValue),
  /** Store payments in any currency but the euro, net of refunds, per currency (docs/back-office.md#sales). */
  cashInOtherCurrencies: z.array(cashAmountSchema),
  dailyShop: z.object({ dailyUnions: z.number(), totalUnions: z.number() })
})
export type SalesReport = z.infer<typeof salesReportSchema>
export type DayValue = z.infer<typeof dayValue>
