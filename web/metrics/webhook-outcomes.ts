import { metrics } from './metrics.ts'

/** Events that credit a payment (or a subscription's month). */
const CREDITING = new Set(['payment.completed', 'recurring-payment.started', 'recurring-payment.renewed'])

/** A first delivery of an event, acted on: a payment credited, or an outcome the staff must look at (unknown package…). */
export function webhookHandled(type: string, result: { replay: boolean; outcome: string }): void {
  if (result.replay) return
  if (result.outcome.startsWith('unknown_')) metrics.webhookFailed(result.outcome)
  else if (CREDITING.has(type) && result.outcome === 'processed') metrics.paymentCredited(type)
}
