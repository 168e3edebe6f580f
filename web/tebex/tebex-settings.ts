import { isIP } from 'node:net'

import * as z from 'zod/mini'

import { invalidConfig } from '../config/config-error.ts'
import { httpUrl } from '../config/env-values.ts'

export const TEBEX_HEADLESS_URL = 'https://headless.tebex.io'
export const TEBEX_CHECKOUT_ENDPOINT = 'https://pay.tebex.io'
/** research/tebex.md §2.5: Tebex sends webhooks from these two addresses only. */
export const TEBEX_WEBHOOK_IPS: readonly string[] = ['18.209.80.3', '54.87.231.232']
export const STAND_IN_TEBEX_PATH = '/sandbox/tebex'
/** The store the stand-in serves; never a real Tebex store. */
export const DEMO_TEBEX_PUBLIC_TOKEN = 'demo-store'
export const DEMO_TEBEX_WEBHOOK_SECRET = 'boutique-demo-tebex-webhook-secret'
/**
 * The demo catalogue's Grades: the packages that carry the player's Discord id (docs/accounts.md#discord-link),
 * in demo mode only; a real shop lists its own in TEBEX_SPECIAL_PACKAGES (none when unset).
 */
export const DEMO_SPECIAL_PACKAGES: readonly number[] = [6000001, 6000002, 6000003, 6000004, 6000005]

export const tebexEnv = {
  TEBEX_PUBLIC_TOKEN: z.optional(
    z.string().check(z.regex(/^[\w-]{3,100}$/, 'le jeton public de la boutique Tebex est attendu (lettres, chiffres, « - »)'))
  ),
  TEBEX_WEBHOOK_SECRET: z.optional(z.string().check(z.minLength(16, 'au moins 16 caractères'))),
  TEBEX_HEADLESS_URL: z.optional(httpUrl),
  TEBEX_CHECKOUT_ENDPOINT: z.optional(httpUrl),
  TEBEX_WEBHOOK_IPS: z.optional(
    z
      .string()
      .check(
        z.refine(
          (value) => value.split(',').every((ip) => isIP(ip.trim()) !== 0),
          'des adresses IP séparées par des virgules sont attendues'
        )
      )
  ),
  TEBEX_SPECIAL_PACKAGES: z.optional(
    z.string().check(z.regex(/^\d{1,12}(,\d{1,12})*$/, 'des identifiants de paquets séparés par des virgules sont attendus'))
  )
}

export interface StoreProviderSettings {
  /** The store's public token (the account segment of the Headless API); safe in the browser. */
  publicToken: string
  webhookSecret: string
  /** undefined: the stand-in of this host, at `<origin>/sandbox/tebex` (demo mode only). */
  headlessUrl: string | undefined
  /** undefined: the stand-in's checkout page, at `<origin>/sandbox/tebex/checkout` (demo mode only). */
  checkoutEndpoint: string | undefined
  /** Webhooks are taken only from these addresses; empty: from any address (the signature still decides). */
  webhookIps: string[]
  /** Packages whose variables carry discord_id (docs/cash-checkout.md#package-variables). */
  specialPackages: number[]
}

interface TebexValues {
  SHOP_DEMO: boolean
  TEBEX_PUBLIC_TOKEN?: string | undefined
  TEBEX_WEBHOOK_SECRET?: string | undefined
  TEBEX_HEADLESS_URL?: string | undefined
  TEBEX_CHECKOUT_ENDPOINT?: string | undefined
  TEBEX_WEBHOOK_IPS?: string | undefined
  TEBEX_SPECIAL_PACKAGES?: string | undefined
}

/**
 * Demo mode without a real store uses the stand-in; a real store needs its public token and webhook
 * secret together. Outside demo mode without both, cash checkout is off (undefined).
 * `raw` tells an empty TEBEX_WEBHOOK_IPS or TEBEX_SPECIAL_PACKAGES (none) from an absent one (the default).
 */
export function tebexSettings(values: TebexValues, raw: Record<string, string | undefined>): StoreProviderSettings | undefined {
  const realStore = values.TEBEX_PUBLIC_TOKEN !== undefined
  if (realStore !== (values.TEBEX_WEBHOOK_SECRET !== undefined) && (realStore || !values.SHOP_DEMO)) {
    throw invalidConfig('TEBEX_PUBLIC_TOKEN et TEBEX_WEBHOOK_SECRET vont ensemble : donnez les deux ou aucun.')
  }
  if (!realStore && !values.SHOP_DEMO) return undefined
  const trimUrl = (url: string | undefined) => url?.replace(/\/+$/, '')
  const defaultUrl = (url: string) => (realStore ? url : undefined)
  return {
    publicToken: values.TEBEX_PUBLIC_TOKEN ?? DEMO_TEBEX_PUBLIC_TOKEN,
    webhookSecret: values.TEBEX_WEBHOOK_SECRET ?? DEMO_TEBEX_WEBHOOK_SECRET,
    headlessUrl: trimUrl(values.TEBEX_HEADLESS_URL) ?? defaultUrl(TEBEX_HEADLESS_URL),
    checkoutEndpoint: trimUrl(values.TEBEX_CHECKOUT_ENDPOINT) ?? defaultUrl(TEBEX_CHECKOUT_ENDPOINT),
    webhookIps: list(raw.TEBEX_WEBHOOK_IPS, values.TEBEX_WEBHOOK_IPS, values.SHOP_DEMO ? [] : TEBEX_WEBHOOK_IPS),
    specialPackages: list(
      raw.TEBEX_SPECIAL_PACKAGES,
      values.TEBEX_SPECIAL_PACKAGES,
      values.SHOP_DEMO ? DEMO_SPECIAL_PACKAGES.map(String) : []
    ).map(Number)
  }
}

function list(raw: string | undefined, value: string | undefined, fallback: readonly string[]): string[] {
  if (raw === '') return []
  return value === undefined ? [...fallback] : value.split(',').map((entry) => entry.trim())
}

/** The stand-in runs only in demo mode and only for the demo store: it signs webhooks that credit accounts. */
export function standInStore(config: {
  demo: boolean
  storeProvider: StoreProviderSettings | undefined
}): StoreProviderSettings | undefined {
  const settings = config.storeProvider
  return config.demo && settings?.publicToken === DEMO_TEBEX_PUBLIC_TOKEN ? settings : undefined
}
