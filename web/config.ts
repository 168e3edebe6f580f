import { isIP } from 'node:net'

import * as z from 'zod/mini'

import { describeIssues } from './validation.ts'
import { demoPublicUrlProblem } from './demo/demo-public-url.ts'
import { discordSettings, type DiscordSettings } from './discord/discord-settings.ts'
import { forumSettings, type ForumSettings } from './forum/forum-settings.ts'
import { connectionLimits, connectionSettings, type ConnectionLimits } from './http/connection-limits.ts'
import { observabilityEnv, observabilitySettings, type ObservabilitySettings } from './log/log-settings.ts'
import { NO_PROXY, proxyTrustSetting, type ProxyTrust } from './http/proxy-trust.ts'
import { tebexSettings, type StoreProviderSettings } from './tebex/tebex-settings.ts'
import { SOCIAL_NETWORKS, type SocialNetwork } from '../src/core/contract/public-config.ts'

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
  DELIVERY_CLAIM_SECONDS: z._default(
    positiveInt.check(z.refine((value) => value >= 5 && value <= 86_400, 'entre 5 et 86400 secondes')),
    120
  ),
  GAME_SERVERS: z._default(
    z.string().check(z.regex(/^[\w-]+=[^,=]+(,[\w-]+=[^,=]+)*$/, 'la forme nom=Libellé,nom=Libellé est attendue')),
    'legacy=Serveur Legacy,main=Serveur Principal'
  ),
  DEFAULT_GAME_SERVER: z.optional(z.string()),
  COMMUNITY_URL: z.optional(httpUrl),
  RANK_BADGE_URL: z._default(z.string().check(z.regex(/^(\/|https:\/\/)\S*\{rank\}\S*$/, 'une adresse contenant {rank} est attendue')), '/media/ranks/{rank}.svg'),
  NUI_RESOURCE_NAME: z._default(
    z.string().check(z.regex(/^[A-Za-z0-9-]{1,63}$/, 'le nom de la ressource FiveM est attendu (lettres, chiffres, « - »)')),
    'boutique'
  ),
  DISCORD_CLIENT_ID: z.optional(z.string().check(z.regex(/^\d{5,25}$/, 'un identifiant d’application Discord (chiffres) est attendu'))),
  DISCORD_CLIENT_SECRET: z.optional(z.string().check(z.minLength(8, 'au moins 8 caractères'))),
  DISCORD_AUTHORIZE_URL: z.optional(httpUrl),
  DISCORD_API_URL: z.optional(httpUrl),
  FORUM_URL: z.optional(httpUrl),
  FORUM_APPLICATION_NAME: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(60)), 'Boutique'),
  FORUM_CLIENT_ID: z._default(z.string().check(z.regex(/^[\w.-]{1,64}$/, 'lettres, chiffres, « _ », « . » ou « - »')), 'boutique-web'),
  TEBEX_PUBLIC_TOKEN: z.optional(z.string().check(z.regex(/^[\w-]{3,100}$/, 'le jeton public de la boutique Tebex est attendu (lettres, chiffres, « - »)'))),
  TEBEX_WEBHOOK_SECRET: z.optional(z.string().check(z.minLength(16, 'au moins 16 caractères'))),
  TEBEX_HEADLESS_URL: z.optional(httpUrl),
  TEBEX_CHECKOUT_ENDPOINT: z.optional(httpUrl),
  TEBEX_WEBHOOK_IPS: z.optional(
    z.string().check(z.refine((value) => value.split(',').every((ip) => isIP(ip.trim()) !== 0), 'des adresses IP séparées par des virgules sont attendues'))
  ),
  TEBEX_SPECIAL_PACKAGES: z.optional(z.string().check(z.regex(/^\d{1,12}(,\d{1,12})*$/, 'des identifiants de paquets séparés par des virgules sont attendus'))),
  TRUST_PROXY: z._default(proxyTrustSetting, NO_PROXY),
  ...connectionSettings,
  ...observabilityEnv,
  CONTACT_SMTP_URL: z.optional(z.url({ protocol: /^smtps?$/ })),
  CONTACT_TO: z.optional(z.email('une adresse e-mail est attendue')),
  CONTACT_FROM: z.optional(z.email('une adresse e-mail est attendue')),
  CONTACT_WEBHOOK_URL: z.optional(httpUrl),
  ...Object.fromEntries(SOCIAL_NETWORKS.map((network) => [`SOCIAL_${network.toUpperCase()}`, z.optional(httpUrl)])),
  LEGAL_OPERATOR_NAME: z.optional(z.string()),
  LEGAL_OPERATOR_ADDRESS: z.optional(z.string()),
  LEGAL_PUBLICATION_DIRECTOR: z.optional(z.string()),
  LEGAL_CONTACT_EMAIL: z.optional(z.email('une adresse e-mail est attendue')),
  LEGAL_HOST_NAME: z.optional(z.string()),
  LEGAL_HOST_ADDRESS: z.optional(z.string()),
  LEGAL_HOST_CONTACT: z.optional(z.string())
})

/** Shown on the legal pages in demo mode only: obviously fictitious, never mistaken for a real operator. */
export const DEMO_LEGAL_DETAILS: { [Key in keyof LegalDetails]: string } = {
  operatorName: 'Boutique Démo SAS',
  operatorAddress: '1 rue de la Démonstration, 75000 Paris',
  publicationDirector: 'Camille Démo',
  contactEmail: 'contact@boutique.example',
  hostName: 'Hébergeur Démo SARL',
  hostAddress: '2 avenue de l’Exemple, 69000 Lyon',
  hostContact: 'support@hebergeur.example'
}

export const ECB_DAILY_RATES_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'

/** The legal notice's details (LCEN); undefined: not provided, and the pages say so. */
export interface LegalDetails {
  operatorName: string | undefined
  operatorAddress: string | undefined
  publicationDirector: string | undefined
  contactEmail: string | undefined
  hostName: string | undefined
  hostAddress: string | undefined
  hostContact: string | undefined
}

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
  /** How long the game server holds claimed deliveries before they can be claimed again. */
  deliveryClaimSeconds: number
  servers: { name: string; label: string }[]
  defaultServer: string
  communityUrl: string | undefined
  /** Where a rank's badge image is, with {rank} in place of the rank's name. */
  rankBadgeUrl: string
  /** The FiveM resource whose NUI page (https://cfx-nui-<name>) may frame the shop. */
  nuiResourceName: string
  /** The Discord link (web/discord/discord-settings.ts); undefined: not offered. */
  discord: DiscordSettings | undefined
  /** The forum-account login (web/forum/forum-settings.ts). */
  forum: ForumSettings
  /** Cash checkout through Tebex (web/tebex/tebex-settings.ts); undefined: not offered. */
  storeProvider: StoreProviderSettings | undefined
  /** Which peers are reverse proxies whose X-Forwarded-For gives the client address (web/http/proxy-trust.ts). */
  trustProxy: ProxyTrust
  /** Timeouts and connection caps of the HTTP server (web/http/connection-limits.ts). */
  connections: ConnectionLimits
  contact: ContactDelivery
  /** LOG_LEVEL, ACCESS_LOG, METRICS_TOKEN (web/log/log-settings.ts). */
  observability: ObservabilitySettings
  socials: Partial<Record<SocialNetwork, string>>
  legal: LegalDetails
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
  // The shop in game hands payments, Grades and the Discord link to the website at this address
  // (overlay/README.md); behind a proxy the request's own origin may be an internal one.
  if (!values.SHOP_DEMO && !values.PUBLIC_URL) {
    throw new ConfigError(
      'Configuration invalide :\nPUBLIC_URL est obligatoire hors mode démo (SHOP_DEMO=false) : c’est l’adresse du site que la boutique en jeu ouvre dans le navigateur du joueur (paiements, Grades, Discord), par exemple https://boutique.example.fr.'
    )
  }
  const demoProblem = values.SHOP_DEMO ? demoPublicUrlProblem(values.PUBLIC_URL) : undefined
  if (demoProblem) throw new ConfigError(`Configuration invalide :\n${demoProblem}`)
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
    deliveryClaimSeconds: values.DELIVERY_CLAIM_SECONDS,
    servers,
    defaultServer,
    communityUrl: values.COMMUNITY_URL,
    rankBadgeUrl: values.RANK_BADGE_URL,
    nuiResourceName: values.NUI_RESOURCE_NAME,
    discord: discordSettings(values),
    forum: forumSettings(values),
    storeProvider: tebexSettings(values, env),
    trustProxy: values.TRUST_PROXY,
    connections: connectionLimits(values, values.TRUST_PROXY),
    contact: contactDelivery(values),
    observability: observabilitySettings(values),
    socials: Object.fromEntries(
      SOCIAL_NETWORKS.flatMap((network) => {
        const url = values[`SOCIAL_${network.toUpperCase()}`]
        return url ? [[network, url]] : []
      })
    ),
    legal: legalDetails(values)
  }
}

function legalDetails(values: z.infer<typeof envSchema>): LegalDetails {
  const demo = values.SHOP_DEMO ? DEMO_LEGAL_DETAILS : undefined
  return {
    operatorName: values.LEGAL_OPERATOR_NAME ?? demo?.operatorName,
    operatorAddress: values.LEGAL_OPERATOR_ADDRESS ?? demo?.operatorAddress,
    publicationDirector: values.LEGAL_PUBLICATION_DIRECTOR ?? demo?.publicationDirector,
    contactEmail: values.LEGAL_CONTACT_EMAIL ?? demo?.contactEmail,
    hostName: values.LEGAL_HOST_NAME ?? demo?.hostName,
    hostAddress: values.LEGAL_HOST_ADDRESS ?? demo?.hostAddress,
    hostContact: values.LEGAL_HOST_CONTACT ?? demo?.hostContact
  }
}

/** Where contact messages are forwarded; 'none': they are only stored. */
export type ContactDelivery =
  | { kind: 'none' }
  | { kind: 'smtp'; url: string; to: string; from: string }
  | { kind: 'webhook'; url: string }

function contactDelivery(values: z.infer<typeof envSchema>): ContactDelivery {
  if (values.CONTACT_SMTP_URL && values.CONTACT_WEBHOOK_URL) {
    throw new ConfigError('Configuration invalide :\nCONTACT_SMTP_URL et CONTACT_WEBHOOK_URL : choisissez un seul envoi.')
  }
  if (values.CONTACT_SMTP_URL) {
    if (!values.CONTACT_TO) throw new ConfigError('Configuration invalide :\nCONTACT_TO est obligatoire avec CONTACT_SMTP_URL.')
    return { kind: 'smtp', url: values.CONTACT_SMTP_URL, to: values.CONTACT_TO, from: values.CONTACT_FROM ?? values.CONTACT_TO }
  }
  if (values.CONTACT_WEBHOOK_URL) return { kind: 'webhook', url: values.CONTACT_WEBHOOK_URL }
  return { kind: 'none' }
}
