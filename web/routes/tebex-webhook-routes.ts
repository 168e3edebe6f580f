import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'

import type { AppDeps } from '../app-deps.ts'
import { apiBodyLimit, WEBHOOK_BODY_LIMIT } from '../http/body-limit.ts'
import { clientAddress } from '../http/client-address.ts'
import { plainAddress } from '../http/proxy-trust.ts'
import { webhookHandled } from '../metrics/webhook-outcomes.ts'
import { processWebhook } from '../tebex/process-webhook.ts'
import type { StoreProviderSettings } from '../tebex/tebex-settings.ts'
import { readTebexEvent, type TebexEvent } from '../tebex/webhook-event.ts'
import { watchWebhookRefusals, WebhookRefusal } from '../tebex/webhook-refusal.ts'
import { isValidSignature } from '../tebex/webhook-signature.ts'
import { describeIssues } from '../validation.ts'

type WebhookEnv = { Variables: { store: StoreProviderSettings } }

/**
 * POST /api/webhooks/tebex (research/tebex.md §2, read from https://docs.tebex.io/developers/webhooks and Tebex's
 * PHP SDK): admitted (a configured store, an allowed address), at most WEBHOOK_BODY_LIMIT bytes, signed over the
 * raw body, read by one schema per event type, then stored and acted on once per event id (process-webhook.ts).
 * 2xx for everything handled, so Tebex stops retrying; every refusal is a WebhookRefusal (webhook-refusal.ts:
 * its answer, log line and metric).
 */
export function tebexWebhookRoutes({ db, config, now }: AppDeps): Hono<WebhookEnv> {
  const admit: MiddlewareHandler<WebhookEnv> = async (c, next) => {
    const store = config.storeProvider
    if (!store) throw new WebhookRefusal('not_configured')
    const address = clientAddress(c, config.trustProxy)
    if (store.webhookIps.length > 0 && !(address !== undefined && store.webhookIps.some((ip) => plainAddress(ip) === address))) {
      throw new WebhookRefusal('unknown_source', address ?? 'inconnue')
    }
    c.set('store', store)
    await next()
  }
  const limit = apiBodyLimit(WEBHOOK_BODY_LIMIT, () => {
    throw new WebhookRefusal('too_large')
  })
  return new Hono<WebhookEnv>().post('/tebex', watchWebhookRefusals(config.trustProxy), admit, limit, async (c) => {
    const event = await readSignedEvent(c, c.var.store.webhookSecret)
    const context = { at: new Date(now()), servers: config.servers, defaultServer: config.defaultServer }
    const result = await processWebhook(db, event, context)
    const { id, type } = event.envelope
    webhookHandled(type, result)
    // research/tebex.md §2.6: the validation webhook is answered with its id alone.
    if (type === 'validation.webhook') return c.json({ id })
    return c.json({ id, outcome: result.outcome, replay: result.replay })
  })
}

/** The event, once its signature over the raw bytes holds (research/tebex.md §2.4): 403 otherwise, 400 when it cannot be read. */
async function readSignedEvent(c: Context, secret: string): Promise<TebexEvent> {
  const raw = new Uint8Array(await c.req.arrayBuffer())
  if (!isValidSignature(secret, raw, c.req.header('x-signature'))) throw new WebhookRefusal('bad_signature')
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder().decode(raw))
  } catch {
    throw new WebhookRefusal('unreadable', 'JSON invalide')
  }
  const read = readTebexEvent(body)
  if (!read.ok) throw new WebhookRefusal('unreadable', describeIssues(read.error))
  return read.event
}
