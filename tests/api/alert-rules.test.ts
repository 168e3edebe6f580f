import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deliveriesResponseSchema } from '../../src/core/contract/game-server.ts'
import { firing, parseScrape, readmeAlertRules, type AlertRule, type Scrape } from '../support/alert-rules.ts'
import { runAdminCommand } from '../support/admin-commands.ts'
import { callHost, playerFromGame, type HostPlayer } from '../support/host-players.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

// Needs the built host: node build.mjs --quiet
const SERVER_KEY = 'alert-rules-server-key-'.padEnd(48, 'k')
const METRICS_TOKEN = 'alert-rules-metrics-'.padEnd(40, 'm')
const asServer = { authorization: `Bearer ${SERVER_KEY}` }

describe('README’s alert rules, evaluated against scrapes of the built host', () => {
  let host: WebHost
  let backups: string
  let rules: AlertRule[]
  let online: HostPlayer
  let offline: HostPlayer
  const scrapes: Scrape[] = []

  beforeAll(async () => {
    backups = await mkdtemp(join(tmpdir(), 'boutique-alert-backups-'))
    host = await startWebHost({
      env: { SHOP_SERVER_KEY: SERVER_KEY, METRICS_TOKEN, DELIVERY_MAX_FAILURES: '1', BACKUP_DIR: backups }
    })
    rules = await readmeAlertRules()
    online = await playerFromGame(host.url, SERVER_KEY, 1, 5_000)
    offline = await playerFromGame(host.url, SERVER_KEY, 2, 5_000)
  })
  afterAll(async () => {
    await host?.stop()
    await rm(backups, { recursive: true, force: true })
  })

  async function scrape(): Promise<void> {
    const response = await fetch(`${host.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    expect(response.status).toBe(200)
    scrapes.push(parseScrape(await response.text(), Date.now()))
  }

  /** Every rule evaluated (one README has that this check cannot read fails here); the delivery ones' firing series. */
  function firingNow(): Record<string, Record<string, string>[]> {
    return Object.fromEntries(rules.map((rule) => [rule.alert, firing(rule, scrapes)]))
  }

  const buyKit = async (player: HostPlayer) => {
    const body = { characterDbId: player.characterId, products: { '201': { amount: 1, isFromDailyShop: false } } }
    const headers = {
      authorization: `Bearer ${player.sessionToken}`,
      gameServer: 'main',
      'idempotency-key': randomBytes(8).toString('hex')
    }
    expect((await callHost(host.url, 'POST', '/api/buyProducts', body, headers)).status).toBe(200)
  }
  const claimWithFirstOnline = async () => {
    const players = [{ identifiers: [online.identifier], characters: ['load-1'], activeCharacter: 'load-1' }]
    const response = await callHost(host.url, 'POST', '/api/server/deliveries/claim', { serverName: 'main', players }, asServer)
    return deliveriesResponseSchema.parse(await response.json()).deliveries
  }
  const deliveryAlerts = () => {
    const now = firingNow()
    return {
      stoppedClaiming: now.BoutiqueGameServerStoppedClaiming,
      stuck: now.BoutiqueDeliveriesStuckForOnlinePlayers,
      review: now.BoutiqueDeliveriesToReview
    }
  }

  it('has the rules the operator needs, each in a form this check evaluates', () => {
    expect(rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining(['BoutiqueGameServerStoppedClaiming', 'BoutiqueDeliveriesStuckForOnlinePlayers', 'BoutiqueDeliveriesToReview'])
    )
    expect(() => firing({ alert: 'x', expr: 'sum(x) > 1' }, [{ at: 0, samples: [] }])).toThrow(/does not understand/)
  })

  it('fires for a game server that never claimed and for what an online player waits for, never for offline players', async () => {
    expect(await claimWithFirstOnline()).toEqual([])
    await buyKit(offline)
    await scrape()
    expect(deliveryAlerts()).toEqual({ stoppedClaiming: [{ server: 'legacy' }], stuck: [], review: [] })

    await buyKit(online)
    await scrape()
    expect(deliveryAlerts().stuck).toEqual([{ server: 'main' }])

    const [delivery] = await claimWithFirstOnline()
    expect(
      (await callHost(host.url, 'POST', `/api/server/deliveries/${delivery?.id}/grants`, { unit: 1, grant: 0 }, asServer)).status
    ).toBe(200)
    await scrape()
    expect(deliveryAlerts()).toEqual({ stoppedClaiming: [{ server: 'legacy' }], stuck: [], review: [] })
  })

  it('fires « to review » once a delivery failed for its online player, and for webhooks refused', async () => {
    await buyKit(online)
    const [delivery] = await claimWithFirstOnline()
    const failure = { unit: 1, grant: 0, reason: 'refused', error: 'inventaire plein' }
    expect((await callHost(host.url, 'POST', `/api/server/deliveries/${delivery?.id}/failure`, failure, asServer)).status).toBe(200)
    const refused = await callHost(
      host.url,
      'POST',
      '/api/webhooks/tebex',
      { id: 'x', type: 'payment.completed' },
      { 'x-signature': 'bad' }
    )
    expect(refused.status).toBeGreaterThanOrEqual(400)
    await scrape()
    expect(deliveryAlerts()).toEqual({ stoppedClaiming: [{ server: 'legacy' }], stuck: [], review: [{ server: 'main' }] })
    expect(firingNow().BoutiqueWebhookFailures?.length).toBeGreaterThan(0)
    expect(firingNow().BoutiqueBackupLate).toEqual([])
  })
})

describe('README’s backup alert on a host without BACKUP_DIR', () => {
  it('finds no last-backup time until a backup is taken by hand, so BoutiqueBackupLate never fires for it', async () => {
    const host = await startWebHost({ env: { METRICS_TOKEN } })
    const folder = await mkdtemp(join(tmpdir(), 'boutique-alert-manual-'))
    try {
      const rule = (await readmeAlertRules()).find((candidate) => candidate.alert === 'BoutiqueBackupLate')
      if (!rule) throw new Error('README has no BoutiqueBackupLate rule')
      const scrapeNow = async () => {
        const response = await fetch(`${host.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
        return parseScrape(await response.text(), Date.now())
      }
      const before = await scrapeNow()
      expect(before.samples.filter((sample) => sample.name === 'boutique_last_backup_timestamp_seconds')).toEqual([])
      expect(firing(rule, [before])).toEqual([])

      const manual = await runAdminCommand('backup', [folder], { DATA_DIR: host.dataDir })
      expect(manual.code, manual.output).toBe(0)
      const after = await scrapeNow()
      expect(after.samples.filter((sample) => sample.name === 'boutique_last_backup_timestamp_seconds')).toHaveLength(1)
      expect(firing(rule, [after])).toEqual([])
    } finally {
      await host.stop()
      await rm(folder, { recursive: true, force: true })
    }
  }, 120_000)
})
