import type { ContactDelivery } from './contact-settings.ts'
import type { Database } from '../db/database.ts'
import { log } from '../log/logger.ts'
import { claimDueMessages, markFailed, markSent, type ContactMessageRow } from './contact-repo.ts'
import { createContactTransport, type ContactTransport } from './contact-transport.ts'
import { logJobFailure } from '../upgrade/job-failure.ts'

/** Longer than a send can take (its time-out), so a claimed message is never taken by a second host meanwhile. */
const CLAIM_LEASE_MS = 10 * 60_000
const FIRST_RETRY_MS = 60_000
const LONGEST_RETRY_MS = 60 * 60_000
const RETRY_EVERY_MS = 60_000
const BATCH_SIZE = 20

/** After the nth failed attempt: 1 min, 2, 4, … up to an hour; never given up, nothing is lost. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS)
}

/** Sends the message `id` now if no one else is; what fails is left to the retry loop. */
export async function deliverContactMessage(db: Database, transport: ContactTransport, id: number, now: () => number): Promise<void> {
  const claimed = await claimDueMessages(db, now(), CLAIM_LEASE_MS, { limit: 1, id })
  for (const message of claimed) await sendOne(db, transport, message, now)
}

/** One retry pass: sends every due message (pending or failed); the number sent. */
export async function retryContactMessages(db: Database, transport: ContactTransport, now: () => number): Promise<number> {
  let sent = 0
  for (;;) {
    const claimed = await claimDueMessages(db, now(), CLAIM_LEASE_MS, { limit: BATCH_SIZE })
    for (const message of claimed) if (await sendOne(db, transport, message, now)) sent += 1
    if (claimed.length < BATCH_SIZE) return sent
  }
}

async function sendOne(db: Database, transport: ContactTransport, message: ContactMessageRow, now: () => number): Promise<boolean> {
  try {
    await transport.send(message)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    log.warn(`[contact] message ${message.id} non transmis (essai ${message.attempts}) : ${reason}`)
    await markFailed(db, message.id, reason, now() + retryDelayMs(message.attempts))
    return false
  }
  await markSent(db, message.id, now())
  return true
}

/** Every minute, sends the messages still pending or failed; the returned function stops it. */
export function startContactRetry(db: Database, delivery: ContactDelivery): () => void {
  const transport = createContactTransport(delivery)
  if (!transport) {
    log.info('[contact] aucun envoi configuré (CONTACT_SMTP_URL ou CONTACT_WEBHOOK_URL) : les messages sont seulement enregistrés')
    return () => {}
  }
  log.info(`[contact] messages transmis par ${transport.description}`)
  let running = false
  const pass = async (): Promise<void> => {
    if (running) return
    running = true
    try {
      const sent = await retryContactMessages(db, transport, Date.now)
      if (sent > 0) log.info(`[contact] ${sent} message(s) en attente transmis`)
    } catch (error) {
      logJobFailure(error, '[contact] reprise des envois impossible', 'warn')
    } finally {
      running = false
    }
  }
  void pass()
  const timer = setInterval(() => void pass(), RETRY_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
