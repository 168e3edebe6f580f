import { readFileSync } from 'node:fs'

import { webhookSignature } from '../../web/tebex/webhook-signature.ts'
import { DEMO_TEBEX_WEBHOOK_SECRET } from '../../web/tebex/tebex-settings.ts'

/** A Tebex webhook as it arrives: the envelope of research/tebex.md §2.1 around a subject. */
export interface TebexEvent {
  id: string
  type: string
  date: string
  subject: Record<string, unknown>
}

const FIXTURES = new URL('../fixtures/tebex/', import.meta.url)

/**
 * A documented sample of tests/fixtures/tebex (README there says where each comes from), as a fresh
 * copy: `adjust` changes what a test is about (ids, the package) and nothing else.
 */
export function tebexFixture(name: string, adjust: (event: TebexEvent) => void = () => undefined): TebexEvent {
  const event = JSON.parse(readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8')) as TebexEvent
  adjust(event)
  return event
}

/** The subject's product lines, for adjustments. */
export function productsOf(event: TebexEvent): Record<string, unknown>[] {
  return event.subject.products as Record<string, unknown>[]
}

/** The raw body and headers Tebex would send: X-Signature = hex HMAC-SHA256(secret, hex SHA-256(body)). */
export function signedTebexRequest(event: TebexEvent | string, secret = DEMO_TEBEX_WEBHOOK_SECRET) {
  const body = typeof event === 'string' ? event : JSON.stringify(event)
  return { body, headers: { 'content-type': 'application/json', 'x-signature': webhookSignature(secret, body) } }
}
