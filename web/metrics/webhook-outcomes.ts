import type { MiddlewareHandler } from 'hono'

import { HttpError } from '../http/http-error.ts'
import { metrics } from './metrics.ts'

const FAILURE_BY_STATUS: Record<number, string> = {
  400: 'unreadable',
  403: 'bad_signature',
  404: 'unknown_source',
  413: 'too_large',
  503: 'not_configured'
}

/** Counts the webhooks refused (by reason) or failing; the route counts what it credited (webhookHandled). */
export const countWebhookFailures: MiddlewareHandler = async (c, next) => {
  try {
    await next()
  } catch (error) {
    metrics.webhookFailed(error instanceof HttpError ? (FAILURE_BY_STATUS[error.status] ?? `status_${error.status}`) : 'error')
    throw error
  }
  if (c.res.status >= 400)
    metrics.webhookFailed(FAILURE_BY_STATUS[c.res.status] ?? (c.res.status >= 500 ? 'error' : `status_${c.res.status}`))
}

/** Events that credit a payment (or a subscription's month). */
const CREDITING = new Set(['payment.completed', 'recurring-payment.started', 'recurring-payment.renewed'])

/** A first delivery of an event, acted on: a payment credited, or an outcome the staff must look at (unknown package…). */
export function webhookHandled(type: string, result: { replay: boolean; outcome: string }): void {
  if (result.replay) return
  if (result.outcome.startsWith('unknown_')) metrics.webhookFailed(result.outcome)
  else if (CREDITING.has(type) && result.outcome === 'processed') metrics.paymentCredited(type)
}
