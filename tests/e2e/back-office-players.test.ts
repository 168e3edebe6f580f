import { execFile } from 'node:child_process'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

import type { Browser, Page } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deliveriesResponseSchema, type Delivery } from '../../src/core/contract/game-server.ts'
import { SESSION_COOKIE } from '../../web/accounts/session-cookie.ts'
import { createSession } from '../../web/accounts/sessions.ts'
import { openPgliteDatabase } from '../../web/db/pglite-database.ts'
import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'
import { DEMO_TEBEX_WEBHOOK_SECRET } from '../../web/tebex/tebex-settings.ts'
import { webhookSignature } from '../../web/tebex/webhook-signature.ts'
import { DESKTOP, launchBrowser, MOBILE, openPage, screenshot } from '../support/browser.ts'
import { accountIdOf } from '../support/shop-player.ts'
import { paymentEvent, variables } from '../support/tebex-events.ts'
import { DATA_TEMPLATE_VARIABLE, REPO_ROOT, startWebHost, type WebHost } from '../support/web-host.ts'

const SERVER_KEY = 'back-office-e2e-server-key-'.padEnd(48, 'k')
const CLAIM_SECONDS = 5
const asServer = { authorization: `Bearer ${SERVER_KEY}`, 'content-type': 'application/json' }

/*
 * Staff answer "I paid and got nothing": the game server failed a car's delivery twice, staff find the player
 * by a character's name, re-queue it, the game server delivers it; an admin credits 500 Unions. All audited.
 */
describe('back-office: a failed delivery found, re-queued and delivered; a credit', () => {
  let host: WebHost
  let browser: Browser
  let dataDir: string
  // Emma's back-office session, logged in 11 minutes before the host started: a sensitive action asks for the password again.
  let staleSession: string
  let lucas: number

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'boutique-admin-'))
    const template = process.env[DATA_TEMPLATE_VARIABLE]
    if (template) await cp(template, dataDir, { recursive: true })
    // The first admin is made on the host's own command line, as in production.
    await promisify(execFile)(process.execPath, [join(REPO_ROOT, 'dist/server/admin-grant.mjs'), 'Emma_Roux', 'admin'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir }
    })
    const db = await openPgliteDatabase(join(dataDir, 'pglite'))
    lucas = await accountIdOf(db, 'Lucas_Martin')
    staleSession = (await createSession(db, await accountIdOf(db, 'Emma_Roux'), false, new Date(Date.now() - 11 * 60_000), 'password')).id
    await db.close()
    host = await startWebHost({ dataDir, env: { SHOP_SERVER_KEY: SERVER_KEY, DELIVERY_CLAIM_SECONDS: String(CLAIM_SECONDS) } })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await host?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  async function buyCarAsLucas(): Promise<void> {
    const login = await fetch(`${host.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'Lucas_Martin', password: DEMO_PASSWORD })
    })
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const characters = (await (await fetch(`${host.url}/api/getCharacters`, { headers: { cookie, gameServer: 'main' } })).json()) as {
      id: number
      firstname: string
    }[]
    const sofia = characters.find((character) => character.firstname === 'Sofia')
    const bought = await fetch(`${host.url}/api/buyProducts`, {
      method: 'POST',
      headers: { cookie, gameServer: 'main', 'content-type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ characterDbId: sofia?.id, products: { '303': { amount: 1, isFromDailyShop: false } } })
    })
    expect(bought.status).toBe(200)
  }

  /** The game server's poll, until it hands out a delivery (a claim not acknowledged comes back once it runs out). */
  async function claimUntilHandedOut(): Promise<Delivery> {
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline) {
      const answer = await fetch(`${host.url}/api/server/deliveries?serverName=main`, { headers: asServer })
      const [delivery] = deliveriesResponseSchema.parse(await answer.json()).deliveries
      if (delivery) return delivery
      await new Promise((wait) => setTimeout(wait, 250))
    }
    throw new Error('no delivery handed out in 60 s')
  }

  async function logInStaff(page: Page): Promise<void> {
    await page.goto(`${host.url}/admin`)
    await page.waitForSelector('input[name="username"]')
    await page.type('input[name="username"]', 'Emma_Roux')
    await page.type('input[name="password"]', DEMO_PASSWORD)
    await page.click('button[type="submit"]')
    await page.waitForSelector('nav.admin-nav')
  }

  const textIn = (page: Page, selector: string, text: string) =>
    page.waitForFunction(
      (css, expected) => document.querySelector(css)?.textContent?.includes(expected) === true,
      { timeout: 20_000 },
      selector,
      text
    )

  /** Reloads the page until `selector` shows `text` (a state that comes with time, such as a claim running out). */
  async function reloadUntil(page: Page, selector: string, text: string): Promise<void> {
    const deadline = Date.now() + 30_000
    for (;;) {
      await page.waitForSelector(selector)
      if ((await page.$eval(selector, (element) => element.textContent ?? '')).includes(text)) return
      if (Date.now() > deadline) throw new Error(`${selector} never showed ${text}`)
      await page.reload()
    }
  }

  it('from the game server’s two failures to the delivery, then 500 Unions credited, each step in the audit', async () => {
    await buyCarAsLucas()
    const first = await claimUntilHandedOut()
    const second = await claimUntilHandedOut()
    expect([first.attempts, second.attempts]).toEqual([1, 2])

    const { page, errors } = await openPage(browser, DESKTOP)
    await logInStaff(page)
    await page.goto(`${host.url}/admin/joueurs`)
    await page.waitForSelector('input[name="q"]')
    await page.type('input[name="q"]', 'Sofia Martin')
    await page.keyboard.press('Enter')
    await textIn(page, '[data-testid="player-results"]', 'Lucas_Martin')
    await page.click('[data-testid="player-results"] a')
    // The second claim runs out too (5 s): the page then shows the delivery failed.
    await reloadUntil(page, '[data-testid="deliveries"]', 'Échouée (non confirmée, 2 tentatives)')
    await screenshot(page, 'back-office-player-failed-delivery-desktop')

    await page.click(`[data-delivery="${first.id}"] button`)
    await page.waitForSelector('[data-testid="delivery-form"] input[name="reason"]')
    await page.type('[data-testid="delivery-form"] input[name="reason"]', 'Voiture jamais reçue en jeu')
    await page.click('[data-testid="delivery-form"] button[type="submit"]')
    await textIn(page, '[data-testid="deliveries"]', 'En attente')

    const third = await claimUntilHandedOut()
    expect(third).toMatchObject({ id: first.id, attempts: 3, product: { label: 'Dinka Blista' } })
    const ack = await fetch(`${host.url}/api/server/deliveries/ack`, {
      method: 'POST',
      headers: asServer,
      body: JSON.stringify({ ids: [third.id] })
    })
    expect(await ack.json()).toEqual({ acknowledged: [third.id] })
    await page.reload()
    await textIn(page, '[data-testid="deliveries"]', 'Livrée')

    const before = await page.$eval('[data-testid="player-balance"]', (element) => element.textContent ?? '')
    await page.type('[data-testid="balance-form"] input[name="delta"]', '500')
    await page.type('[data-testid="balance-form"] input[name="reason"]', 'Dédommagement du retard de livraison')
    await page.click('[data-testid="balance-form"] button[type="submit"]')
    await textIn(page, '[data-testid="balance-form"]', 'Solde')
    const unions = (text: string) => Number(text.replace(/\D/g, ''))
    await page.waitForFunction(
      (expected) => Number(document.querySelector('[data-testid="player-balance"]')?.textContent?.replace(/\D/g, '')) === expected,
      { timeout: 20_000 },
      unions(before) + 500
    )
    await screenshot(page, 'back-office-player-desktop')

    await page.goto(`${host.url}/admin/journal`)
    await textIn(page, '[data-testid="audit-list"]', 'balance.credit')
    const audit = await page.$eval('[data-testid="audit-list"]', (element) => element.textContent ?? '')
    expect(audit).toContain('delivery.requeue · account:Lucas_Martin · Emma_Roux')
    expect(audit).toContain('balance.credit · account:Lucas_Martin · Emma_Roux')
    expect(audit).toContain('Dédommagement du retard de livraison')
    expect(errors).toEqual([])
  })

  it('gives a paid package the catalogue did not know to a player, after the password dialog', async () => {
    const body = JSON.stringify(
      paymentEvent('payment.completed', 'tbx-e2e-new', [{ id: 9900001, variables: variables(lucas) }], { accountId: lucas })
    )
    const signed = { 'content-type': 'application/json', 'x-signature': webhookSignature(DEMO_TEBEX_WEBHOOK_SECRET, body) }
    expect((await fetch(`${host.url}/api/webhooks/tebex`, { method: 'POST', headers: signed, body })).status).toBe(200)

    const { page, errors } = await openPage(browser, DESKTOP)
    await page.setCookie({ name: SESSION_COOKIE, value: staleSession, url: host.url })
    await page.goto(`${host.url}/admin/paiements`)
    const form = '[data-testid="resolve-package"]'
    await page.waitForSelector(`${form} select option[value="11"]`)
    await page.select(`${form} select[name="productId"]`, '11')
    await page.type(`${form} input[name="username"]`, 'Lucas_Martin')
    await page.type(`${form} input[name="reason"]`, 'Paquet pas encore au catalogue')
    await page.click(`${form} button[type="submit"]`)
    await page.waitForSelector('dialog.admin-dialog[open] input[name="password"]')
    await screenshot(page, 'back-office-reauth-dialog-desktop', { fullPage: false })
    await page.type('dialog.admin-dialog input[name="password"]', DEMO_PASSWORD)
    await page.click('dialog.admin-dialog button[type="submit"]')
    await textIn(page, '[data-testid="event-resolved"]', 'Résolu par Emma_Roux')
    await page.waitForSelector('dialog.admin-dialog:not([open])')
    await screenshot(page, 'back-office-payments-resolved-desktop')
    expect(errors).toEqual([])
  })

  it('shows the sales, payments and messages pages at desktop and phone widths', async () => {
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', MOBILE]
    ] as const) {
      const { page, errors } = await openPage(browser, viewport)
      await logInStaff(page)
      await page.goto(`${host.url}/admin/ventes`)
      await textIn(page, '[data-testid="chart-unions-par-jour"]', 'Unions dépensées')
      await page.waitForSelector('[data-testid="chart-unions-par-jour"] canvas')
      await screenshot(page, `back-office-sales-${name}`)
      await page.goto(`${host.url}/admin/paiements`)
      await page.waitForSelector('[data-testid="debts"]')
      await screenshot(page, `back-office-payments-${name}`)
      await page.goto(`${host.url}/admin/joueurs`)
      await page.waitForSelector('input[name="q"]')
      await page.type('input[name="q"]', 'Lucas')
      await page.keyboard.press('Enter')
      await page.waitForSelector('[data-testid="player-results"] a')
      await page.click('[data-testid="player-results"] a')
      await page.waitForSelector('[data-testid="ledger"] tbody tr')
      await screenshot(page, `back-office-player-${name}`)
      expect(errors).toEqual([])
    }
  })
})
