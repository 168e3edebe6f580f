import type { Config } from './config.ts'
import { startContactRetry } from './contact/contact-delivery.ts'
import type { Database } from './db/database.ts'
import { startRateRefresher } from './exchange/rate-refresher.ts'
import { startRetention } from './retention/retention-schedule.ts'
import { startSubscriptionExpiry } from './tebex/subscription-expiry.ts'

/**
 * The host's timers: exchange rates (when a source is set), contact messages to send again, subscriptions that end,
 * data past its retention period (docs/retention.md).
 */
export function startBackgroundJobs(db: Database, config: Config): () => void {
  const stopRates = config.exchangeRates.url
    ? startRateRefresher(db, config.exchangeRates.url, config.exchangeRates.refreshHours)
    : undefined
  const stopContact = startContactRetry(db, config.contact)
  const stopSubscriptions = startSubscriptionExpiry(db, Date.now)
  const stopRetention = startRetention(db, config.retention, () => new Date())
  return () => {
    stopRates?.()
    stopContact()
    stopSubscriptions()
    stopRetention()
  }
}
