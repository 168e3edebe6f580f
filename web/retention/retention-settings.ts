import * as z from 'zod/mini'

import { RETENTION_DEFAULTS } from '../../src/core/domain/retention.ts'
import { positiveInt, type EnvValuesOf } from '../config/env-values.ts'

/** docs/retention.md: how long personal data is kept, and how often the host deletes what is past it. */
export const retentionEnv = {
  RETENTION_CONTACT_DAYS: z._default(
    positiveInt.check(z.refine((value) => value >= 1 && value <= 3650, 'entre 1 et 3650 jours')),
    RETENTION_DEFAULTS.contactDays
  ),
  RETENTION_WEBHOOK_DAYS: z._default(
    positiveInt.check(z.refine((value) => value >= 1 && value <= 3650, 'entre 1 et 3650 jours')),
    RETENTION_DEFAULTS.webhookDays
  ),
  RETENTION_INTERVAL_SECONDS: z._default(
    positiveInt.check(
      z.refine((value) => value >= 1 && value <= 3600, 'entre 1 et 3600 secondes : la charte promet l’effacement dans l’heure')
    ),
    RETENTION_DEFAULTS.intervalSeconds
  )
}

export interface RetentionSettings {
  contactDays: number
  webhookDays: number
  intervalSeconds: number
}

export function retentionSettings(values: EnvValuesOf<typeof retentionEnv>): RetentionSettings {
  return {
    contactDays: values.RETENTION_CONTACT_DAYS,
    webhookDays: values.RETENTION_WEBHOOK_DAYS,
    intervalSeconds: values.RETENTION_INTERVAL_SECONDS
  }
}
