import { Hono } from 'hono'

import type { AppDeps } from '../../app-deps.ts'
import type { StoreProviderSettings } from '../../tebex/tebex-settings.ts'
import { checkoutRoutes } from './checkout-routes.ts'
import { headlessRoutes } from './headless-routes.ts'
import { SandboxBaskets } from './sandbox-baskets.ts'
import type { SandboxState } from './sandbox-state.ts'
import { subscriptionRoutes } from './sandbox-subscriptions.ts'
import { SandboxWebhooks, type WebhookTransport } from './sandbox-webhooks.ts'

/**
 * A stand-in for Tebex under /sandbox/tebex (demo mode and tests): the Headless API subset the bundle
 * uses with the real shapes and errors, the FiveM login page, a checkout page speaking Tebex.js's zoid
 * protocol, and signed webhooks to the shop after each payment. Baskets and payments live in memory.
 */
export function tebexSandbox(deps: AppDeps, settings: StoreProviderSettings, transport: WebhookTransport): Hono {
  const state: SandboxState = {
    deps,
    settings,
    baskets: new SandboxBaskets(),
    webhooks: new SandboxWebhooks(settings.webhookSecret, transport),
    payments: new Map(),
    subscriptions: new Map()
  }
  return new Hono().route('/api', headlessRoutes(state)).route('/', subscriptionRoutes(state)).route('/', checkoutRoutes(state))
}
