/**
 * How long the shop keeps personal data it no longer needs (docs/retention.md): the defaults of
 * RETENTION_CONTACT_DAYS, RETENTION_WEBHOOK_DAYS and RETENTION_INTERVAL_SECONDS (web/retention/retention-settings.ts), and the
 * periods the privacy charter states (src/core/messages/legal.ts), from this one place.
 */
export const RETENTION_DEFAULTS = {
  /** Contact messages are deleted this many days after they were sent. */
  contactDays: 365,
  /**
   * Tebex's payment notices lose the buyer's details (name, e-mail, IP address, country) after this many days;
   * the payment itself stays. Long enough to cover a card chargeback, which can come months later.
   */
  webhookDays: 180,
  /** How often the host deletes what is past its period: the charter says « dans l’heure qui suit ». */
  intervalSeconds: 3600
} as const

/** The periods the privacy charter states: the host's settings, sent to the bundle by GET /api/config. */
export interface RetentionPeriods {
  contactDays: number
  webhookDays: number
}
