import type { Config } from '../config.ts'

/** What handling a webhook needs besides the database. */
export interface WebhookContext {
  at: Date
  servers: Config['servers']
  defaultServer: string
}

/** What became of one product line (or one store transaction), kept in tebex_events.detail. */
export interface LineOutcome {
  package?: number
  txnId?: string
  /** The account the line went to; for an unknown package, the one it was for (nothing was given). */
  accountId?: number
  /** After a reversal: what the account owes (its balance below zero). */
  debt?: number
  cancelledDeliveries?: number
  revocationDeliveries?: number
  outcome:
    | 'granted'
    | 'already_recorded'
    | 'unknown_package'
    | 'unknown_recipient'
    | 'reversed'
    | 'already_reversed'
    | 'flagged'
    | 'unknown_payment'
    | 'month_credited'
    | 'month_already_credited'
    | 'unknown_subscription'
    | 'subscription_ending'
    | 'subscription_ended'
    | 'subscription_resumed'
}

/** The event's outcome: its most telling line, in this order. */
const PRIORITY = ['unknown_package', 'unknown_recipient', 'unknown_payment', 'unknown_subscription'] as const

export function eventOutcome(type: string, lines: LineOutcome[] | undefined): string {
  if (type === 'validation.webhook') return 'validation'
  if (!lines) return 'ignored'
  return PRIORITY.find((outcome) => lines.some((line) => line.outcome === outcome)) ?? 'processed'
}
