import * as z from 'zod/mini'

import type { SocialNetwork } from '../src/core/contract/public-config.ts'
import { backupSchedule, backupSettings, type BackupSchedule } from './backup/backup-settings.ts'
import { invalidConfig } from './config/config-error.ts'
import { fixedClockEnv, fixedClockStart } from './config/fixed-clock.ts'
import { gameServerEnv, gameServers, type GameServer } from './config/game-servers.ts'
import { checkHostSettings, hostEnv } from './config/host-settings.ts'
import { legalDetails, legalEnv, type LegalDetails } from './config/legal-details.ts'
import { communityLink, siteEnv, socialLinks } from './config/site-settings.ts'
import { contactDelivery, contactEnv, type ContactDelivery } from './contact/contact-settings.ts'
import { dailyShopEnv, type DailyShopSettings } from './daily-shop/daily-shop-settings.ts'
import { discordEnv, discordSettings, type DiscordSettings } from './discord/discord-settings.ts'
import { exchangeEnv, exchangeRateSettings, type ExchangeRateSettings } from './exchange/exchange-settings.ts'
import { forumEnv, forumSettings, type ForumSettings } from './forum/forum-settings.ts'
import { retentionEnv, retentionSettings, type RetentionSettings } from './retention/retention-settings.ts'
import { connectionLimits, connectionSettings, type ConnectionLimits } from './http/connection-limits.ts'
import { observabilityEnv, observabilitySettings, type ObservabilitySettings } from './log/log-settings.ts'
import type { ProxyTrust } from './http/proxy-trust.ts'
import { tebexEnv, tebexSettings, type StoreProviderSettings } from './tebex/tebex-settings.ts'
import { describeIssues } from './validation.ts'

export { ConfigError } from './config/config-error.ts'
export { DEMO_LEGAL_DETAILS, type LegalDetails } from './config/legal-details.ts'
export { type ContactDelivery } from './contact/contact-settings.ts'
export { ECB_DAILY_RATES_URL } from './exchange/exchange-settings.ts'

/** Every setting the host reads, each group declared beside the concern it configures. */
const envSchema = z.object({
  ...hostEnv,
  ...fixedClockEnv,
  ...exchangeEnv,
  ...dailyShopEnv,
  ...gameServerEnv,
  ...siteEnv,
  ...discordEnv,
  ...forumEnv,
  ...tebexEnv,
  ...connectionSettings,
  ...contactEnv,
  ...legalEnv,
  ...backupSettings,
  ...observabilityEnv,
  ...retentionEnv
})

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  /**
   * Connections each host keeps to PostgreSQL (docs/unions-purchase.md, « Connections »): a purchase holds one for its one
   * call, so a few per core of the database's machine serve more purchases, and sooner, than many.
   */
  databasePoolSize: number
  /** The role that owns the schema, for the migrations only (db/apply-migrations.ts); the host serves through databaseUrl. */
  databaseOwnerUrl: string | undefined
  staticDir: string
  demo: boolean
  /** SHOP_FIXED_CLOCK (demo mode only): the instant the host's clock starts at (web/config/fixed-clock.ts). */
  fixedClockStart: number | undefined
  serverKey: string | undefined
  publicUrl: string | undefined
  exchangeRates: ExchangeRateSettings
  dailyShop: DailyShopSettings
  /** How long the game server holds claimed deliveries before they can be claimed again. */
  deliveryClaimSeconds: number
  /** After this many failed grants for an online player, a delivery is flagged « À revoir » and its player told. */
  deliveryMaxFailures: number
  servers: GameServer[]
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
  /** The host's own scheduled backups (web/backup/backup-settings.ts); undefined: none. */
  backup: BackupSchedule | undefined
  /** LOG_LEVEL, ACCESS_LOG, METRICS_TOKEN (web/log/log-settings.ts). */
  observability: ObservabilitySettings
  socials: Partial<Record<SocialNetwork, string>>
  legal: LegalDetails
  /** What the host deletes on its schedule, and when (web/retention/retention-settings.ts). */
  retention: RetentionSettings
}

/** Reads the settings from the environment; throws a ConfigError naming every bad value. */
export function getConfig(env: Record<string, string | undefined>): Config {
  const definedEnv = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const parsed = envSchema.safeParse(definedEnv)
  if (!parsed.success) throw invalidConfig(describeIssues(parsed.error))
  const values = parsed.data
  checkHostSettings(values)
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    databaseOwnerUrl: values.DATABASE_OWNER_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    staticDir: values.STATIC_DIR,
    demo: values.SHOP_DEMO,
    fixedClockStart: fixedClockStart(values),
    serverKey: values.SHOP_SERVER_KEY,
    publicUrl: values.PUBLIC_URL,
    exchangeRates: exchangeRateSettings(values, env),
    dailyShop: { size: values.DAILY_SHOP_SIZE, discounts: values.DAILY_SHOP_DISCOUNTS },
    deliveryClaimSeconds: values.DELIVERY_CLAIM_SECONDS,
    deliveryMaxFailures: values.DELIVERY_MAX_FAILURES,
    ...gameServers(values),
    communityUrl: communityLink(values),
    rankBadgeUrl: values.RANK_BADGE_URL,
    nuiResourceName: values.NUI_RESOURCE_NAME,
    discord: discordSettings(values),
    forum: forumSettings(values),
    storeProvider: tebexSettings(values, env),
    trustProxy: values.TRUST_PROXY,
    connections: connectionLimits(values, values.TRUST_PROXY),
    contact: contactDelivery(values),
    backup: backupSchedule(values),
    observability: observabilitySettings(values),
    socials: socialLinks(values),
    legal: legalDetails(values),
    retention: retentionSettings(values)
  }
}
