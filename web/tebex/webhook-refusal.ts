import type { MiddlewareHandler } from 'hono'

import { tebexMessages } from '../../src/core/messages/tebex.ts'
import { clientAddress } from '../http/client-address.ts'
import { HttpError } from '../http/http-error.ts'
import type { ProxyTrust } from '../http/proxy-trust.ts'
import { log } from '../log/logger.ts'
import { metrics } from '../metrics/metrics.ts'

/** Every refusal's answer, in one place: its status, and the French message Tebex's panel and the operator read. */
const REFUSALS = {
  not_configured: { status: 503, message: () => tebexMessages.notConfigured },
  // research/tebex.md §2.5 suggests a 404; a 403 that says why spares the operator a hunt for a missing route.
  unknown_source: { status: 403, message: (address: string) => tebexMessages.unknownSource(address) },
  too_large: { status: 413, message: () => tebexMessages.tooLarge },
  bad_signature: { status: 403, message: () => tebexMessages.badSignature },
  unreadable: { status: 400, message: (details: string) => tebexMessages.invalidBody(details) }
} as const satisfies Record<string, { status: 400 | 403 | 413 | 503; message: (detail: string) => string }>

/** Why a webhook was refused: the label of boutique_webhook_failures_total and of the log line. */
export type WebhookRefusalReason = keyof typeof REFUSALS

/** A refused webhook: its answer (status, message) and its reason, for the operator's log and metrics. */
export class WebhookRefusal extends HttpError {
  constructor(
    readonly reason: WebhookRefusalReason,
    /** The refused address (unknown_source), what could not be read (unreadable). */
    detail = ''
  ) {
    super(REFUSALS[reason].status, REFUSALS[reason].message(detail))
  }
}

/**
 * Logs and counts every refused webhook with its reason and source address (never the body, the
 * signature or the secret), so an operator can tell a wrong allow-list or secret from an attack.
 * Anything else that fails is counted as `error` (answerError logs it).
 */
export function watchWebhookRefusals(trustProxy: ProxyTrust): MiddlewareHandler {
  return async (c, next) => {
    // Hono turns a thrown error into the answer where it is thrown (c.error) or lets it reach us.
    try {
      await next()
    } catch (error) {
      report(error, clientAddress(c, trustProxy))
      throw error
    }
    if (c.error) report(c.error, clientAddress(c, trustProxy))
    else if (c.res.status >= 500) metrics.webhookFailed('error')
  }
}

function report(error: unknown, source: string | undefined): void {
  if (!(error instanceof WebhookRefusal)) return metrics.webhookFailed('error')
  log.warn({ reason: error.reason, source: source ?? 'inconnue', status: error.status, detail: error.message }, '[tebex] webhook refusé')
  metrics.webhookFailed(error.reason)
}
