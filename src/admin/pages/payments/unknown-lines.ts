import * as z from 'zod/mini'

import type { WebhookEvent } from '../../../core/contract/back-office-players.ts'

/** What the form shows of a line: the package Tebex sent, its name and quantity, where it stands in the payment. */
export interface PackageLine {
  index: number
  packageId: number
  name: string
  quantity: number
  /** The webhook's outcome for the line, or what staff made of it. */
  outcome: string
  by: string | null
}

const bodySchema = z.object({
  subject: z.object({
    products: z.array(z.object({ id: z.coerce.number(), name: z._default(z.string(), ''), quantity: z._default(z.int(), 1) }))
  })
})
const detailSchema = z.array(z.object({ outcome: z._default(z.string(), ''), by: z.optional(z.string()), txnId: z.optional(z.string()) }))

/** The lines of a payment event whose package the webhook did not know, settled or not (an unreadable event has none). */
export function packageLines(event: WebhookEvent): PackageLine[] {
  const body = bodySchema.safeParse(event.body)
  const detail = detailSchema.safeParse(event.detail)
  if (!body.success || !detail.success) return []
  return body.data.subject.products.flatMap((product, index) => {
    const line = detail.data[index]
    if (line?.outcome !== 'unknown_package' && line?.outcome !== 'granted_by_staff') return []
    return [{ index, packageId: product.id, name: product.name, quantity: product.quantity, outcome: line.outcome, by: line.by ?? null }]
  })
}

/** The payment lines of the event the webhook found no recipient for: still waiting (by null), or given by hand. */
export function recipientLines(event: WebhookEvent): { txnId: string; by: string | null }[] {
  const detail = detailSchema.safeParse(event.detail)
  if (!detail.success) return []
  return detail.data.flatMap((line) =>
    (line.outcome === 'unknown_recipient' || line.outcome === 'assigned_by_staff') && line.txnId
      ? [{ txnId: line.txnId, by: line.by ?? null }]
      : []
  )
}
