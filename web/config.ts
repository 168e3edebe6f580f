import * as z from 'zod/mini'

import { describeIssues } from './validation.ts'
import { SOCIAL_NETWORKS, type SocialNetwork } from '../src/contract/public-config.ts'

const flag = z.pipe(
  z.enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']),
  z.transform((value) => ['1', 'true', 'on', 'yes'].includes(value))
)
const port = z.pipe(
  z.string().check(z.regex(/^\d{1,5}$/, 'un numéro de port est attendu')),
  z.transform(Number)
).check(z.refine((value) => value > 0 && value < 65_536, 'port entre 1 et 65535'))
const positiveInt = z.pipe(
  z.string().check(z.regex(/^\d+$/, 'un entier positif est attendu')),
  z.transform(Number)
)
const httpUrl = z.url({ protocol: /^https?$/ })
const percentList = z.pipe(
  z.string().check(z.regex(/^\d{1,2}(,\d{1,2})*$/, 'des pourcentages séparés par des virgules sont attendus')),
  z.transform((value) => value.split(',').map(Number))
)

const envSchema = z.object({
  PORT: z._default(port, 8080),
  HOST: z._default(z.string().check(z.minLength(1)), '0.0.0.0'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  DATABASE_URL: z.optional(z.url({ protocol: /^postgres(ql)?$/ })),
  STATIC_DIR: z._default(z.string().check(z.minLength(1)), './dist/web'),
  SHOP_DEMO: z._default(flag, true),
  SHOP_SERVER_KEY: z.optional(z.string().check(z.minLength(32, 'au moins 32 caractères'))),
  PUBLIC_URL: z.optional(httpUrl),
  EXCHANGE_RATES_URL: z.optional(z.union([z.literal(''), httpUrl])),
  EXCHANGE_RATES_REFRESH_HOURS: z._default(positiveInt, 12),
  DAILY_SHOP_SIZE: z._default(positiveInt, 4),
  DAILY_SHOP_DISCOUNTS: z._default(percentList, [10, 15, 20, 25, 30]),
  GAME_SERVERS: z._default(
    z.string().check(z.regex(/^[\w-]+=[^,=]+(,[\w-]+=[^,=]+)*$/, 'la forme nom=Libellé,nom=Libellé est attendue')),
    'legacy=Serveur Legacy,main=Serveur Principal'
  ),
  DEFAULT_GAME_SERVER: z.optional(z.string()),
  COMMUNITY_URL: z.optional(httpUrl),
  ...Object.fromEntries(SOCIAL_NETWORKS.map((network) => [`SOCIAL_${network.toUpperCase()}`, z.optional(httpUrl)]))
})

export const ECB_DAILY_RATES_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  staticDir: string
  demo: boolean
  serverKey: string | undefined
  publicUrl: string | undefined
  exchangeRates: { url: string | undefined; refreshHours: number }
  dailyShop: { size: number; discounts: number[] }
  servers: { name: string; label: string }[]
  defaultServer: string
  communityUrl: string | undefined
  socials: Partial<Record<SocialNetwork, string>>
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads the settings from the environment; throws a ConfigError naming every bad value. */
export function getConfig(env: Record<string, string | undefined>): Config {
  const definedEnv = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const parsed = envSchema.safeParse(definedEnv)
  if (!parsed.success) throw new ConfigError(`Configuration invalide :\n${describeIssues(parsed.error)}`)
  const values = parsed.data as z.infer<typeof envSchema> & Record<string, string | undefined>
  if (!values.SHOP_DEMO && !values.SHOP_SERVER_KEY) {
    throw new ConfigError('Configuration invalide :\nSHOP_SERVER_KEY est obligatoire hors mode démo (SHOP_DEMO=false).')
  }
  const servers = values.GAME_SERVERS.split(',').map((entry) => {
    const [name = '', label = ''] = entry.split('=')
    return { name: name.trim(), label: label.trim() }
  })
  const defaultServer = values.DEFAULT_GAME_SERVER ?? servers[servers.length - 1]?.name ?? 'main'
  if (!servers.some((server) => server.name === defaultServer)) {
    throw new ConfigError(`Configuration invalide :\nDEFAULT_GAME_SERVER « ${defaultServer} » n'est pas dans GAME_SERVERS.`)
  }
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    staticDir: values.STATIC_DIR,
    demo: values.SHOP_DEMO,
    serverKey: values.SHOP_SERVER_KEY,
    publicUrl: values.PUBLIC_URL,
    exchangeRates: {
      // No outside call in demo mode unless asked for: the shipped rates serve.
      url: env.EXCHANGE_RATES_URL !== undefined ? env.EXCHANGE_RATES_URL || undefined : values.SHOP_DEMO ? undefined : ECB_DAILY_RATES_URL,
      refreshHours: values.EXCHANGE_RATES_REFRESH_HOURS
    },
    dailyShop: { size: values.DAILY_SHOP_SIZE, discounts: values.DAILY_SHOP_DISCOUNTS },
    servers,
    defaultServer,
    communityUrl: values.COMMUNITY_URL,
    socials: Object.fromEntries(
      SOCIAL_NETWORKS.flatMap((network) => {
        const url = values[`SOCIAL_${network.toUpperCase()}`]
        return url ? [[network, url]] : []
      })
    )
  }
}
