import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'

import { tebexMessages } from '../../src/core/messages/tebex.ts'
import type { AppDeps } from '../app-deps.ts'
import { clientAddress } from '../http/client-address.ts'
import { plainAddress } from '../http/proxy-trust.ts'
import { webhookHandled } from '../metrics/webhook-outcomes.ts'
import { processWebhook } from '../tebex/process-webhook.ts'
import { isRecurringEvent, recurringSubjectSchema, type RecurringSubject } from '../tebex/recurring-schema.ts'
import { watchWebhookRefusals, WebhookRefusal } from '../tebex/webhook-refusal.ts'
import { isValidSignature } from '../tebex/webhook-signature.ts'
import {
  isPaymentEvent,
  paymentSubjectSchema,
  webhookEnvelopeSchema,
  type PaymentSubject,
  type WebhookEnvelope
} from '../tebex/webhook-schema.ts'
import { describeIssues } from '../validation.ts'

/** Far above any real basket's webhook; anything bigger is not Tebex. */
const MAX_BODY_BYTES = 1_000_000

/**
 * POST /api/webhooks/tebex (research/tebex.md §2): from an allowed address, signed over the raw
 * body, stored and acted on once per event id. 2xx for everything handled, so Tebex stops retrying.
 */
export function tebexWebhookRoutes({ db, config, now }: AppDeps): Hono {
  const fromTebex: MiddlewareHandler = async (c, next) => {
    const settings = config.storeProvider
    if (!settings) throw new WebhookRefusal(503, 'not_configured', tebexMessages.notConfigured)
    const address = clientAddress(c, config.trustProxy)
    if (settings.webhookIps.length > 0 && !(address !== undefined && settings.webhookIps.some((ip) => plainAddress(ip) === address))) {
      // research/tebex.md §2.5 suggests a 404; a 403 that says why spares the operator a hunt for a missing route.
      throw new WebhookRefusal(403, 'unknown_source', tebexMessages.unknownSource(address ?? 'inconnue'))
    }
    await next()
  }
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new WebhookRefusal(413, 'too_large', tebexMessages.tooLarge)
    }
  })
  return new Hono().post('/tebex', watchWebhookRefusals(config.trustProxy), fromTebex, limit, async (c) => {
    const settings = config.storeProvider
    if (!settings) throw new WebhookRefusal(503, 'not_configured', tebexMessages.notConfigured)
    const { envelope, body, payment, recurring } = await readSignedEvent(c, settings.webhookSecret)
    const context = { at: new Date(now()), servers: config.servers, defaultServer: config.defaultServer }
    const result = await processWebhook(db, envelope, body, payment, context, recurring)
    webhookHandled(envelope.type, result)
    if (envelope.type === 'validation.webhook') return c.json({ id: envelope.id })
    return c.json({ id: envelope.id, outcome: result.outcome, replay: result.replay })
  })
}

/** The event, once its signature over the raw bytes holds: 403 otherwise, 400 when it cannot be read. */
async function readSignedEvent(
  c: Context,
  secret: string
): Promise<{ envelope: WebhookEnvelope; body: unknown; payment: PaymentSubject | undefined; recurring?: RecurringSubject }> {
  const raw = new Uint8Array(await c.req.arrayBuffer())
  if (!isValidSignature(secret, raw, c.req.header('x-signature')))
    throw new WebhookRefusal(403, 'bad_signature', tebexMessages.badSignature)
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder().decode(raw))
  } catch {
    throw new WebhookRefusal(400, 'unreadable', tebexMessages.invalidBody('JSON invalide'))
  }
  const envelope = webhookEnvelopeSchema.safeParse(body)
  if (!envelope.success) throw new WebhookRefusal(400, 'unreadable', tebexMessages.invalidBody(describeIssues(envelope.error)))
  if (isRecurringEvent(envelope.data.type)) {
    const recurring = recurringSubjectSchema.safeParse(envelope.data.subject)
    if (!recurring.success) throw new WebhookRefusal(400, 'unreadable', tebexMessages.invalidBody(describeIssues(recurring.error)))
    return { envelope: envelope.data, body, payment: undefined, recurring: recurring.data }
  }
  if (!isPaymentEvent(envelope.data.type)) return { envelope: envelope.data, body, payment: undefined }
  // A payment we cannot read is refused, not stored: Tebex sends it again, and a fixed reader then takes it.
  const payment = paymentSubjectSchema.safeParse(envelope.data.subject)
  if (!payment.success) throw new WebhookRefusal(400, 'unreadable', tebexMessages.invalidBody(describeIssues(payment.error)))
  return { envelope: envelope.data, body, payment: payment.data }
}
