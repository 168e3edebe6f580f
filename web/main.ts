import type { Server as HttpServer } from 'node:http'
import { resolve } from 'node:path'

import { serve } from '@hono/node-server'

import { createApp } from './app.ts'
import { createShopDataCache } from './catalog/shop-data-cache.ts'
import { ConfigError, getConfig, type Config } from './config.ts'
import { startContactRetry } from './contact/contact-delivery.ts'
import { openDatabase } from './db/open-database.ts'
import { startRateRefresher } from './exchange/rate-refresher.ts'
import { withAnswerCache } from './http/answer-cache.ts'
import { gracefulStop } from './http/graceful-stop.ts'
import { exitOnListenError } from './http/listen-errors.ts'
import { loadStaticFiles } from './http/static-files.ts'
import { prepareDatabase } from './prepare-database.ts'

/** sysexits' EX_CONFIG: the environment holds a bad setting. */
const EXIT_BAD_CONFIG = 78

async function main(): Promise<void> {
  const config = readConfigOrExit()
  const db = await openDatabase(config)
  await prepareDatabase(db, config, new Date())
  const stopRates = config.exchangeRates.url
    ? startRateRefresher(db, config.exchangeRates.url, config.exchangeRates.refreshHours)
    : undefined
  const stopContact = startContactRetry(db, config.contact)
  const staticFiles = await loadStaticFiles(resolve(config.staticDir))
  if (!staticFiles.index) console.warn(`[web] ${config.staticDir} ne contient pas index.html : lancez npm run build`)

  const deps = { config, db, shopData: createShopDataCache(db), now: Date.now, staticFiles }
  const app = createApp(deps)
  const server = serve({ fetch: withAnswerCache(app.fetch, deps), port: config.port, hostname: config.host }, (info) => {
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`
    console.info(`[web] Boutique sur http://localhost:${info.port} — base ${where}${config.demo ? ' — mode démo' : ''}`)
  })

  exitOnListenError(server as HttpServer, config.port, () => db.close())
  const stopServer = gracefulStop(server as HttpServer)
  let stopping = false
  const shutdown = (signal: string): void => {
    if (stopping) return
    stopping = true
    console.info(`[web] ${signal} reçu : arrêt en cours`)
    stopRates?.()
    stopContact()
    stopServer(() => {
      db.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('[db] fermeture en erreur :', error)
          process.exit(1)
        }
      )
    })
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

function readConfigOrExit(): Config {
  try {
    return getConfig(process.env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(EXIT_BAD_CONFIG)
  }
}

main().catch((error: unknown) => {
  console.error('[web] démarrage impossible :', error)
  process.exit(1)
})
