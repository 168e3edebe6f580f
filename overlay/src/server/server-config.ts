/** Convars of the resource (overlay/README.md). The key is read here and only sent to the shop service. */
export const CONVARS = {
  shopUrl: 'boutique_shop_url',
  serverName: 'boutique_server_name',
  serverKey: 'boutique_server_key',
  deliveryInterval: 'boutique_delivery_interval',
  tokenCooldown: 'boutique_token_cooldown'
} as const

export interface ServerConfig {
  shopUrl: string
  serverName: string
  serverKey: string
  deliveryIntervalMs: number
  tokenCooldownMs: number
}

const DEFAULT_DELIVERY_INTERVAL_S = 30
const DEFAULT_TOKEN_COOLDOWN_S = 10
/** The shop service refuses shorter keys (SHOP_SERVER_KEY). */
const MIN_KEY_LENGTH = 32

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; problems: string[] }

export function readServerConfig(getConvar: (name: string, fallback: string) => string): ConfigResult {
  const problems: string[] = []
  const shopUrl = getConvar(CONVARS.shopUrl, '').trim().replace(/\/+$/, '')
  if (!/^https?:\/\/[^\s/]+/.test(shopUrl)) problems.push(`${CONVARS.shopUrl} must be the shop's address, e.g. https://boutique.example.fr`)
  const serverName = getConvar(CONVARS.serverName, '').trim()
  if (!/^[\w-]{1,40}$/.test(serverName))
    problems.push(`${CONVARS.serverName} must be this server's name in the shop's GAME_SERVERS, e.g. main`)
  const serverKey = getConvar(CONVARS.serverKey, '')
  if (serverKey.length < MIN_KEY_LENGTH)
    problems.push(`${CONVARS.serverKey} must be the shop's SHOP_SERVER_KEY (at least ${MIN_KEY_LENGTH} characters)`)
  const deliveryIntervalS = seconds(getConvar(CONVARS.deliveryInterval, ''), DEFAULT_DELIVERY_INTERVAL_S, 5, 3600)
  const tokenCooldownS = seconds(getConvar(CONVARS.tokenCooldown, ''), DEFAULT_TOKEN_COOLDOWN_S, 1, 600)
  if (problems.length > 0) return { ok: false, problems }
  return {
    ok: true,
    config: { shopUrl, serverName, serverKey, deliveryIntervalMs: deliveryIntervalS * 1000, tokenCooldownMs: tokenCooldownS * 1000 }
  }
}

function seconds(raw: string, fallback: number, min: number, max: number): number {
  const value = Number(raw.trim())
  return raw.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? value : fallback
}
