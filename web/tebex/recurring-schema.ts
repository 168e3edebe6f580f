import * as z from 'zod/mini'

import { numericId, paymentSubjectSchema, phpObject } from './webhook-schema.ts'

/*
 * RecurringPaymentSubject (research/tebex.md §2.3; tebexio/TebexCheckout-OpenAPI), for the
 * recurring-payment.* events: the subscription's reference, the end of the paid period
 * (next_payment_at) and its payments, the last one being the period just paid.
 */

const dateSchema = z.nullish(z.string().check(z.maxLength(64)))

export const recurringSubjectSchema = z.object({
  reference: z.string().check(z.minLength(1), z.maxLength(100)),
  next_payment_at: dateSchema,
  // Read as the payment subjects are (webhook-schema.ts): PHP's `[]` for an absent object.
  status: phpObject(z.nullish(z.object({ id: numericId })), null),
  initial_payment: phpObject(z.nullish(paymentSubjectSchema), null),
  last_payment: phpObject(z.nullish(paymentSubjectSchema), null),
  fail_count: z.nullish(z.number())
})
export type RecurringSubject = z.infer<typeof recurringSubjectSchema>

/** The recurring-payment.* event types Tebex documents (its SDK's constants, research/tebex.md §2.2). */
export const RECURRING_EVENT_TYPES = [
  'recurring-payment.started',
  'recurring-payment.renewed',
  'recurring-payment.status-changed',
  'recurring-payment.ended',
  'recurring-payment.cancellation.requested',
  'recurring-payment.cancellation.aborted'
] as const

/** RecurringPaymentSubject.status id 2 is "Active" (Tebex's example); any other is a lapse or an end. */
export const ACTIVE_STATUS_ID = 2

/** A Tebex date (`2024-01-11T19:15:22.000000Z`, `2024-07-02T19:52:07+00:00`), or undefined when absent or unreadable. */
export function tebexDate(value: string | null | undefined): Date | undefined {
  if (!value) return undefined
  const at = new Date(value)
  return Number.isNaN(at.getTime()) ? undefined : at
}
