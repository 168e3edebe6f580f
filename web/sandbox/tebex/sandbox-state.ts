import type { Context } from 'hono'

import type { AppDeps } from '../../app-deps.ts'
import { publicStoreProvider } from '../../tebex/public-store-config.ts'
import { STAND_IN_TEBEX_PATH, type StoreProviderSettings } from '../../tebex/tebex-settings.ts'
import type { SandboxBaskets } from './sandbox-baskets.ts'
import type { SandboxWebhooks } from './sandbox-webhooks.ts'

/** What a payment left behind: the subject of its payment.completed webhook, reused for refunds and disputes. */
export interface SandboxPayment {
  transactionId: string
  ident: string
  subject: Record<string, unknown>
  createdAt: number
}

/** A recurring payment of the stand-in: the payment that started it and the end of the period paid. */
export interface SandboxSubscription {
  reference: string
  createdAt: number
  initialPayment: Record<string, unknown>
  lastPayment: Record<string, unknown>
  paidUntil: number
  status: 'active' | 'cancelled' | 'ended'
}

/** Everything the stand-in's routes share. */
export interface SandboxState {
  deps: AppDeps
  settings: StoreProviderSettings
  baskets: SandboxBaskets
  webhooks: SandboxWebhooks
  payments: Map<string, SandboxPayment>
  /** Recurring payments by reference (`tbx-r-…`). */
  subscriptions: Map<string, SandboxSubscription>
}

/** Where the stand-in is reached from the browser: PUBLIC_URL's origin, or the origin it was asked from. */
export function sandboxBase(state: SandboxState, c: Context): { origin: string; base: string; checkoutEndpoint: string } {
  const origin = new URL(state.deps.config.publicUrl ?? c.req.url).origin
  const provider = publicStoreProvider(state.deps.config, c.req.url)
  const base = `${origin}${STAND_IN_TEBEX_PATH}`
  return { origin, base, checkoutEndpoint: provider?.checkoutEndpoint ?? `${base}/checkout` }
}

/** Only http(s) addresses: the pages redirect there and a javascript: address must never be followed. */
export function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}
