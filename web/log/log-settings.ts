import * as z from 'zod/mini'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** The logs and the metrics endpoint, as the environment sets them. */
export interface ObservabilitySettings {
  logLevel: LogLevel
  /** One line per answered request (method, route pattern, status, duration). */
  accessLog: boolean
  /** Bearer token of GET /metrics; undefined: no /metrics (404). */
  metricsToken: string | undefined
}

const flag = z.pipe(
  z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']),
  z.transform((value) => ['1', 'true', 'on', 'yes'].includes(value))
)

export const observabilityEnv = {
  LOG_LEVEL: z._default(z.enum(LOG_LEVELS), 'info'),
  ACCESS_LOG: z._default(flag, true),
  METRICS_TOKEN: z.optional(
    z.string().check(z.regex(/^[\x21-\x7e]{24,256}$/, 'au moins 24 caractères visibles (lettres, chiffres, ponctuation), sans espace'))
  )
}

export function observabilitySettings(values: {
  LOG_LEVEL: LogLevel
  ACCESS_LOG: boolean
  METRICS_TOKEN?: string | undefined
}): ObservabilitySettings {
  return { logLevel: values.LOG_LEVEL, accessLog: values.ACCESS_LOG, metricsToken: values.METRICS_TOKEN }
}
