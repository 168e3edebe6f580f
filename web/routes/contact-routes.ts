import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'

import { CONTACT_COOLDOWN_MS, contactFormSchema, type ContactResponse } from '../../src/core/contract/contact.ts'
import { formatCountdown } from '../../src/core/domain/countdown.ts'
import { contactMessages } from '../../src/core/messages/contact.ts'
import type { AppDeps } from '../app-deps.ts'
import { deliverContactMessage } from '../contact/contact-delivery.ts'
import { storeContactMessage } from '../contact/contact-repo.ts'
import { createContactTransport } from '../contact/contact-transport.ts'
import { clientAddress } from '../http/client-address.ts'
import { HttpError } from '../http/http-error.ts'
import { parseJsonBody } from '../http/json-body.ts'
import { log } from '../log/logger.ts'

/** Far above the largest valid form (about 1.3 KiB of text), far below what could hurt. */
const CONTACT_BODY_LIMIT = 8 * 1024

/** POST /api/sendMail: the contact form, stored first, forwarded after the answer. */
export function contactRoutes({ db, config, now }: AppDeps): Hono {
  const transport = createContactTransport(config.contact)
  return new Hono().post(
    '/sendMail',
    bodyLimit({
      maxSize: CONTACT_BODY_LIMIT,
      onError: (c) => c.json({ error: contactMessages.server.tooLarge(CONTACT_BODY_LIMIT / 1024) }, 413)
    }),
    async (c) => {
      const form = await parseJsonBody(c, contactFormSchema, contactMessages.server.invalid)
      const result = await storeContactMessage(db, form, clientAddress(c, config.trustProxy), now(), CONTACT_COOLDOWN_MS)
      if (!result.stored) {
        c.header('retry-after', String(Math.ceil(result.retryInMs / 1000)))
        throw new HttpError(429, contactMessages.server.tooSoon(formatCountdown(result.retryInMs)))
      }
      // The player does not wait for the mail server: a failure is retried by startContactRetry.
      if (transport) trackDelivery(deliverContactMessage(db, transport, result.id, now))
      const body: ContactResponse = { message: contactMessages.server.sent }
      return c.json(body)
    }
  )
}

const deliveries = new Set<Promise<void>>()

function trackDelivery(delivery: Promise<void>): void {
  const tracked = delivery.catch((error: unknown) => {
    log.warn({ err: error }, '[contact] envoi immédiat impossible, il sera repris')
  })
  deliveries.add(tracked)
  void tracked.finally(() => deliveries.delete(tracked))
}

/** Resolves once the sends started after answering have ended (tests, clean stop). */
export async function settleContactDeliveries(): Promise<void> {
  while (deliveries.size > 0) await Promise.all([...deliveries])
}
