import type { MiddlewareHandler } from 'hono'

import { clientAddress } from '../http/client-address.ts'
import { HttpError } from '../http/http-error.ts'
import type { ProxyTrust } from '../http/proxy-trust.ts'
import { log } from '../log/logger.ts'
import { metrics } from '../metrics/metrics.ts'

/** Why a webhook was refused: the label of boutique_webhook_failures_total and of the log line. */
export type WebhookRefusalReason = 'not_configured' | 'unknown_source' | 'bad_signature' | 'unreadable' | 'too_large'

/** A refused webhook: its answer (status, message) and its reason, for the operator's log and metrics. */
export class WebhookRefusal extends HttpError {
  constructor(
    status: 400 | 403 | 413 | 503,
    readonly reason: WebhookRefusalReason,
    message: string
  ) {
    super(status, message)
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
