import * as z from 'zod/mini'

/*
 * Tebex webhooks (research/tebex.md §2), read tolerantly: customer.username as an object, a string
 * or null; ids and amounts as numbers or numeric strings; products[].variables as an array of
 * {identifier, option} or an object; unknown fields ignored. Tebex's backend is PHP, whose
 * json_encode writes an empty associative array as `[]`: wherever an object is expected, `[]` is read
 * as an empty object (its official PHP SDK does the same).
 */

/** `[]` where an object is expected: PHP's empty object. */
export function phpObject<T extends z.ZodMiniType>(schema: T, empty: unknown) {
  return z.pipe(
    z.transform((value: unknown) => (Array.isArray(value) && value.length === 0 ? empty : value)),
    schema
  )
}

export const numericId = z.union([z.int(), z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number))])
const amount = z.union([z.number(), z.pipe(z.string().check(z.regex(/^-?\d{1,12}(\.\d{1,4})?$/)), z.transform(Number))])
const moneySchema = z.object({ amount, currency: z.string().check(z.maxLength(10)) })
/** An optional object field sent as `[]` is absent. */
const optionalMoney = phpObject(z.nullish(moneySchema), null)
const customSchema = phpObject(z.nullish(z.record(z.string(), z.unknown())), {})

const usernameSchema = phpObject(
  z.nullish(
    z.union([
      z.object({ id: z.optional(z.nullable(z.union([z.string(), z.number()]))), username: z.optional(z.nullable(z.string())) }),
      z.pipe(
        z.string(),
        z.transform((username): { id?: string | number | null; username?: string | null } => ({ username }))
      )
    ])
  ),
  null
)

const variableValue = z.nullish(z.union([z.string(), z.number(), z.boolean()]))
const variablesSchema = z.pipe(
  z.nullish(
    z.union([
      z.array(z.object({ identifier: z.string(), option: z.optional(variableValue), value: z.optional(variableValue) })),
      z.record(z.string(), variableValue)
    ])
  ),
  z.transform((variables): Record<string, string> => {
    if (!variables) return {}
    const entries = Array.isArray(variables)
      ? variables.map((variable) => [variable.identifier, variable.option ?? variable.value] as const)
      : Object.entries(variables)
    return Object.fromEntries(entries.flatMap(([name, value]) => (value === null || value === undefined ? [] : [[name, String(value)]])))
  })
)

export const webhookProductSchema = z.object({
  id: numericId,
  name: z._default(z.string(), ''),
  quantity: z._default(z.int().check(z.positive(), z.maximum(10_000)), 1),
  base_price: optionalMoney,
  paid_price: optionalMoney,
  variables: variablesSchema,
  custom: customSchema,
  username: usernameSchema
})
export type WebhookProduct = z.infer<typeof webhookProductSchema>

/** PaymentSubject, for payment.* and payment.dispute.* events. */
export const paymentSubjectSchema = z.object({
  transaction_id: z.string().check(z.minLength(1), z.maxLength(100)),
  status: phpObject(z.nullish(z.object({ id: numericId, description: z._default(z.nullable(z.string()), '') })), null),
  price: optionalMoney,
  price_paid: optionalMoney,
  customer: phpObject(z.nullish(z.object({ username: usernameSchema })), null),
  products: z._default(z.array(webhookProductSchema).check(z.maxLength(200)), []),
  custom: customSchema
})
export type PaymentSubject = z.infer<typeof paymentSubjectSchema>

export const webhookEnvelopeSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(128)),
  type: z.string().check(z.minLength(1), z.maxLength(100)),
  date: z.optional(z.string()),
  subject: z.optional(z.unknown())
})
export type WebhookEnvelope = z.infer<typeof webhookEnvelopeSchema>

/** The event types whose subject is a payment. */
export const PAYMENT_EVENT_TYPES = [
  'payment.completed',
  'payment.declined',
  'payment.refunded',
  'payment.dispute.opened',
  'payment.dispute.won',
  'payment.dispute.lost',
  'payment.dispute.closed'
] as const
