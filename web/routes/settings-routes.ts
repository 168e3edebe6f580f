import { Hono } from 'hono'

import type { ExchangeRateResponse } from '../../src/core/contract/exchange-rate.ts'
import type { PublicConfig } from '../../src/core/contract/public-config.ts'
import type { AppDeps } from '../app-deps.ts'
import { readExchangeRates } from '../exchange/exchange-rates.ts'
import { publicStoreProvider } from '../tebex/public-store-config.ts'

/** What the bundle needs to know about this installation: runtime settings and currency rates. */
export function settingsRoutes({ db, config }: AppDeps): Hono {
  const publicConfig: Omit<PublicConfig, 'storeProvider'> = {
    demo: config.demo,
    servers: config.servers,
    defaultServer: config.defaultServer,
    socials: config.socials,
    communityUrl: config.communityUrl ?? null,
    rankBadgeUrl: config.rankBadgeUrl,
    retention: { contactDays: config.retention.contactDays, webhookDays: config.retention.webhookDays },
    legal: {
      operatorName: config.legal.operatorName ?? null,
      operatorAddress: config.legal.operatorAddress ?? null,
      publicationDirector: config.legal.publicationDirector ?? null,
      contactEmail: config.legal.contactEmail ?? null,
      hostName: config.legal.hostName ?? null,
      hostAddress: config.legal.hostAddress ?? null,
      hostContact: config.legal.hostContact ?? null
    }
  }
  return new Hono()
    .get('/config', (c) => c.json({ ...publicConfig, storeProvider: publicStoreProvider(config, c.req.url) } satisfies PublicConfig))
    .get('/getExchangeRate', async (c) => {
      const { rates, updatedAt } = await readExchangeRates(db)
      const body: ExchangeRateResponse = {
        base_code: 'EUR',
        conversion_rates: rates,
        updatedAt: updatedAt.toISOString()
      }
      return c.json(body)
    })
}
