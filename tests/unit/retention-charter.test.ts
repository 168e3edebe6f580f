import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { RETENTION_DEFAULTS } from '../../src/core/domain/retention.ts'
import { legalMessages } from '../../src/core/messages/legal.ts'
import { ConfigError, getConfig } from '../../web/config.ts'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')
const charterLine = (start: string, periods?: { contactDays: number; webhookDays: number }) =>
  legalMessages.privacy.retention(periods).find((line) => line.startsWith(start)) ?? ''

describe('the retention periods: one source for the settings, the privacy charter and the docs', () => {
  it('the settings default to RETENTION_DEFAULTS and refuse a bad value', () => {
    expect(getConfig({}).retention).toEqual(RETENTION_DEFAULTS)
    const set = getConfig({ RETENTION_CONTACT_DAYS: '30', RETENTION_WEBHOOK_DAYS: '90', RETENTION_INTERVAL_SECONDS: '60' }).retention
    expect(set).toEqual({ contactDays: 30, webhookDays: 90, intervalSeconds: 60 })
    for (const bad of [{ RETENTION_CONTACT_DAYS: '0' }, { RETENTION_WEBHOOK_DAYS: 'six mois' }, { RETENTION_INTERVAL_SECONDS: '90000' }]) {
      expect(() => getConfig(bad)).toThrow(ConfigError)
    }
  })

  it('the charter states the default periods', () => {
    expect(charterLine('Messages de contact')).toBe(
      `Messages de contact : effacés ${RETENTION_DEFAULTS.contactDays} jours après leur envoi.`
    )
    expect(charterLine('Avis de paiement de Tebex')).toContain(`${RETENTION_DEFAULTS.webhookDays} jours après leur réception`)
    // « dans l’heure qui suit »: the job runs at least every hour.
    expect(charterLine('Sessions')).toContain('effacée dans l’heure qui suit')
    expect(RETENTION_DEFAULTS.intervalSeconds).toBeLessThanOrEqual(3600)
  })

  it('the charter states the operator’s periods when they are set, and the interval cannot break « dans l’heure »', () => {
    const { retention } = getConfig({ RETENTION_CONTACT_DAYS: '30', RETENTION_WEBHOOK_DAYS: '90' })
    expect(charterLine('Messages de contact', retention)).toBe('Messages de contact : effacés 30 jours après leur envoi.')
    expect(charterLine('Avis de paiement de Tebex', retention)).toContain('90 jours après leur réception')
    expect(() => getConfig({ RETENTION_INTERVAL_SECONDS: '3601' })).toThrow(ConfigError)
  })

  it('the README settings table and docs/retention.md give the same defaults', () => {
    const readme = read('README.md')
    expect(readme).toContain(`| \`RETENTION_CONTACT_DAYS\` | \`${RETENTION_DEFAULTS.contactDays}\` |`)
    expect(readme).toContain(`| \`RETENTION_WEBHOOK_DAYS\` | \`${RETENTION_DEFAULTS.webhookDays}\` |`)
    expect(readme).toContain(`| \`RETENTION_INTERVAL_SECONDS\` | \`${RETENTION_DEFAULTS.intervalSeconds}\` |`)
    const docs = read('docs/retention.md')
    expect(docs).toContain(`${RETENTION_DEFAULTS.contactDays} days`)
    expect(docs).toContain(`${RETENTION_DEFAULTS.webhookDays} days`)
  })
})
