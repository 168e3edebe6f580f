import * as z from 'zod/mini'

import { invalidConfig } from '../config/config-error.ts'
import { email, httpUrl, type EnvValuesOf } from '../config/env-values.ts'

export const contactEnv = {
  CONTACT_SMTP_URL: z.optional(z.url({ protocol: /^smtps?$/ })),
  CONTACT_TO: z.optional(email),
  CONTACT_FROM: z.optional(email),
  CONTACT_WEBHOOK_URL: z.optional(httpUrl)
}

/** Where contact messages are forwarded; 'none': they are only stored. */
export type ContactDelivery = { kind: 'none' } | { kind: 'smtp'; url: string; to: string; from: string } | { kind: 'webhook'; url: string }

export function contactDelivery(values: EnvValuesOf<typeof contactEnv>): ContactDelivery {
  if (values.CONTACT_SMTP_URL && values.CONTACT_WEBHOOK_URL) {
    throw invalidConfig('CONTACT_SMTP_URL et CONTACT_WEBHOOK_URL : choisissez un seul envoi.')
  }
  if (values.CONTACT_SMTP_URL) {
    if (!values.CONTACT_TO) throw invalidConfig('CONTACT_TO est obligatoire avec CONTACT_SMTP_URL.')
    return { kind: 'smtp', url: values.CONTACT_SMTP_URL, to: values.CONTACT_TO, from: values.CONTACT_FROM ?? values.CONTACT_TO }
  }
  if (values.CONTACT_WEBHOOK_URL) return { kind: 'webhook', url: values.CONTACT_WEBHOOK_URL }
  return { kind: 'none' }
}
