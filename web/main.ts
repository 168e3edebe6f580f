import type { Server as HttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'

import { createAdaptorServer } from '@hono/node-server'

import type { AppDeps } from './app-deps.ts'
import { createApp } from './app.ts'
import { startBackgroundJobs } from './background-jobs.ts'
import { startHostBackups } from './backup/host-backups.ts'
import { createShopDataCache } from './catalog/shop-data-cache.ts'
import { ConfigError, getConfig, type Config } from './config.ts'
import type { Database } from './db/database.ts'
import { hostClock } from './config/fixed-clock.ts'
import { openDatabase } from './db/open-database.ts'
import { keepDataDirOwnerOnly } from './db/owner-only.ts'
import { markLiveDatabase } from './demo/demo-guard.ts'
import { createAnswerCache } from './http/answer-cache.ts'
import { guardConnections, serverOptions } from './http/connection-limits.ts'
import { exitOnListenError } from './http/listen-errors.ts'
import { serverWithKeptAnswerShortcut } from './http/node-shortcut.ts'
import { observeRequests } from './http/request-observer.ts'
import { loadStaticFiles } from './http/static-files.ts'
import { configureLogging, log, reportBadSetting } from './log/logger.ts'
import { secretValuesOf } from './log/secret-values.ts'
import { measuredDatabase } from './metrics/measured-database.ts'
import { prepareDatabase } from './prepare-database.ts'
import { stopOnSignals } from './stop-on-signals.ts'
import { pausedWhileNewer } from './upgrade/paused-database.ts'
import { watchSchema, type SchemaWatch } from './upgrade/schema-watch.ts'
import { keptUnlessUpgrading, withUpgradeGate } from './upgrade/upgrade-gate.ts'
import { BOUTIQUE_VERSION } from './version.ts'

/** sysexits' EX_CONFIG: the environment holds a bad setting. */
const EXIT_BAD_CONFIG = 78

async function main(): Promise<void> {
  const config = readConfigOrExit()
  const now = hostClock(config.fixedClockStart)
  await configureLogging({ level: config.observability.logLevel, secrets: secretValuesOf(config) })
  const db = measuredDatabase(await openDatabase(config))
  const schema = await watchSchema(db)
  await prepareUnlessNewer(db, config, schema, new Date(now()))
  const stopJobs = startBackgroundJobs(pausedWhileNewer(db, schema), config)
  const stopBackups = await startHostBackups(db, config)
  const staticFiles = await loadStaticFiles(resolve(config.staticDir))
  if (!staticFiles.index) log.warn(`[web] ${config.staticDir} ne contient pas index.html : lancez npm run build`)
  const stopping = { now: false }
  const server = startHttpServer({
    config,
    db,
    shopData: createShopDataCache(db),
    now,
    staticFiles,
    draining: () => stopping.now,
    schema
  })
  exitOnListenError(server, config.port, () => db.close())
  stopOnSignals(server, db, stopping, async () => {
    schema.stop()
    stopJobs()
    // A backup under way finishes first: the database closes behind it.
    await stopBackups()
  })
}

/**
 * Migrations, demo data and the live mark, unless the database runs a newer release (upgrade/schema-watch.ts):
 * such a host changes nothing there, never migrates backwards, and serves 503 « mise à jour en cours ».
 */
async function prepareUnlessNewer(db: Database, config: Config, schema: SchemaWatch, startedAt: Date): Promise<void> {
  if (schema.unknownMigrations().length > 0) return
  await prepareDatabase(db, config, startedAt).catch((error: unknown) => closeAndExit(db, error))
  // The files the migrations and the demo's seeding made: owner-only too (db/owner-only.ts).
  if (!config.databaseUrl) await keepDataDirOwnerOnly(config.dataDir)
  // From now on demo mode refuses this database (demo-guard.ts).
  if (!config.demo) await markLiveDatabase(db, new Date())
}

function startHttpServer(deps: AppDeps & { schema: SchemaWatch }): HttpServer {
  const { config, schema } = deps
  const app = createApp(deps)
  // Hono's node bindings (the socket, hence the client address) travel as fetch's second argument.
  const answerCache = createAnswerCache(app.fetch, deps)
  const options = {
    fetch: withUpgradeGate(answerCache.fetch, schema),
    port: config.port,
    hostname: config.host,
    serverOptions: serverOptions(config.connections),
    // The hottest kept answers skip Hono's node adapter and the request observer (http/node-shortcut.ts: it
    // sets its request id and counts it itself); every other request is observed (http/request-observer.ts).
    createServer: serverWithKeptAnswerShortcut(keptUnlessUpgrading(answerCache, schema), deps, (listener) =>
      observeRequests(listener, config.observability)
    )
  }
  // serve() without its listen: it would listen with Node's default backlog (511), too short for the midnight rush.
  const server = createAdaptorServer(options) as HttpServer
  server.listen({ port: config.port, host: config.host, backlog: config.connections.listenBacklog }, () => {
    const info = server.address() as AddressInfo
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`
    log.info(`[web] Boutique ${BOUTIQUE_VERSION} sur http://localhost:${info.port} — base ${where}${config.demo ? ' — mode démo' : ''}`)
  })
  guardConnections(server, config.connections, config.trustProxy)
  return server
}

function readConfigOrExit(): Config {
  try {
    return getConfig(process.env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    reportBadSetting(error.message)
    process.exit(EXIT_BAD_CONFIG)
  }
}

/** A setting that does not fit the database (demo mode on a real shop's): exit 78 once it is closed. */
async function closeAndExit(db: { close(): Promise<void> }, error: unknown): Promise<never> {
  if (!(error instanceof ConfigError)) throw error
  reportBadSetting(error.message)
  await db.close().catch(() => undefined)
  process.exit(EXIT_BAD_CONFIG)
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, '[web] démarrage impossible')
  process.exit(1)
})
