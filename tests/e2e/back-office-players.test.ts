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
import { closeBrowserContexts, DESKTOP, MOBILE, openPage, screenshot, sharedBrowser } from '../support/browser.ts'
import { accountIdOf } from '../support/shop-player.ts'
import { paymentEvent, variables } from '../support/tebex-events.ts'
import { DATA_TEMPLATE_VARIABLE, REPO_ROOT, startWebHost, TEST_NODE_ARGS, type WebHost } from '../support/web-host.ts'

const SERVER_KEY = 'back-office-e2e-server-key-'.padEnd(48, 'k')
/** Staff look at a delivery after its first failure for an online player. */
const MAX_FAILURES = 1
const LUCAS_ON_SOFIA = { identifiers: ['fivem:100001'], characters: ['char-1002'], activeCharacter: 'char-1002' }
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
    await promisify(execFile)(process.execPath, [...TEST_NODE_ARGS, join(REPO_ROOT, 'dist/server/admin-grant.mjs'), 'Emma_Roux', 'admin'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir }
    })
    const db = await openPgliteDatabase(join(dataDir, 'pglite'))
    lucas = await accountIdOf(db, 'Lucas_Martin')
    staleSession = (await createSession(db, await accountIdOf(db, 'Emma_Roux'), false, new Date(Date.now() - 11 * 60_000), 'password')).id
    await db.close()
    host = await startWebHost({ dataDir, env: { SHOP_SERVER_KEY: SERVER_KEY, DELIVERY_MAX_FAILURES: String(MAX_FAILURES) } })
    browser = await sharedBrowser()
  })
  afterAll(async () => {
    if (browser) await closeBrowserContexts(browser)
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

  /** The game server's claim with Lucas online, playing Sofia: it hands out her delivery (docs/in-game.md#deliveries). */
  async function claimForLucas(): Promise<Delivery> {
    const answer = await fetch(`${host.url}/api/server/deliveries/claim`, {
      method: 'POST',
      headers: asServer,
      body: JSON.stringify({ serverName: 'main', players: [LUCAS_ON_SOFIA] })
    })
    const [delivery] = deliveriesResponseSchema.parse(await answer.json()).deliveries
    if (!delivery) throw new Error('nothing handed out')
    return delivery
  }

  const tellShop = (id: number, what: 'failure' | 'grants', body: unknown) =>
    fetch(`${host.url}/api/server/deliveries/${id}/${what}`, { method: 'POST', headers: asServer, body: JSON.stringify(body) })

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

  it('from the game server’s failure to the delivery, then 500 Unions credited, each step in the audit', async () => {
    await buyCarAsLucas()
    const first = await claimForLucas()
    expect(first.attempts).toBe(1)
    const failure = { unit: 1, grant: 0, reason: 'error', error: 'aucune place libre au garage' }
    expect((await tellShop(first.id, 'failure', failure)).status).toBe(200)

    const { page, errors } = await openPage(browser, DESKTOP)
    await logInStaff(page)
    await page.goto(`${host.url}/admin/joueurs`)
    await page.waitForSelector('input[name="q"]')
    await page.type('input[name="q"]', 'Sofia Martin')
    await page.keyboard.press('Enter')
    await textIn(page, '[data-testid="player-results"]', 'Lucas_Martin')
    await page.click('[data-testid="player-results"] a')
    await textIn(page, '[data-testid="deliveries"]', 'À revoir · 1 échec · dernière erreur : unité 1, don 1 : aucune place libre au garage')
    await screenshot(page, 'back-office-player-failed-delivery-desktop')

    await page.click(`[data-delivery="${first.id}"] button`)
    await page.waitForSelector('[data-testid="delivery-form"] input[name="reason"]')
    await page.type('[data-testid="delivery-form"] input[name="reason"]', 'Voiture jamais reçue en jeu')
    await page.click('[data-testid="delivery-form"] button[type="submit"]')
    // The form closes; its confirmation stays, as every other staff action's does.
    await textIn(page, '[data-testid="delivery-done"][role="status"]', 'Livraison remise en file')
    await textIn(page, `[data-delivery="${first.id}"]`, 'En cours')

    const again = await claimForLucas()
    expect(again).toMatchObject({ id: first.id, attempts: 2, product: { label: 'Dinka Blista' } })
    expect(await (await tellShop(again.id, 'grants', { unit: 1, grant: 0 })).json()).toEqual({ status: 'delivered', granted: 1, of: 1 })
    await page.reload()
    await textIn(page, `[data-delivery="${first.id}"]`, 'Livré')

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
    await textIn(page, '[data-testid="audit-list"]', 'Unions créditées')
    const audit = await page.$eval('[data-testid="audit-list"]', (element) => element.textContent ?? '')
    expect(audit).toContain('Livraison remise en file · account:Lucas_Martin · Emma_Roux')
    expect(audit).toContain('Unions créditées · account:Lucas_Martin · Emma_Roux')
    expect(audit).toContain('Dédommagement du retard de livraison')
    // Money only: the credit stays, the re-queued delivery goes.
    await page.select('[data-testid="audit-only"]', 'money')
    await page.click('form[role="search"] button[type="submit"]')
    await page.waitForFunction(() => document.querySelector('[data-action="delivery.requeue"]') === null, { timeout: 20_000 })
    expect(
      await page.$$eval('[data-testid="audit-list"] [data-action]', (rows) => rows.map((row) => row.getAttribute('data-action')))
    ).toEqual(['balance.credit'])
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
    await textIn(page, '[data-testid="resolve-done"][role="status"]', '« 500 Unions » attribué à Lucas_Martin.')
    await page.waitForSelector('dialog.admin-dialog:not([open])')
    await screenshot(page, 'back-office-payments-resolved-desktop')
    expect(errors).toEqual([])
  })

  it('shows the sales, payments and messages pages at desktop and phone widths', async () => {
    // Two paid Unions packs of Lucas's, in euros and in dollars: amounts shown from their minor units, each currency apart.
    for (const [transaction, paid] of [
      ['tbx-e2e-eur', { amount: 4.99, currency: 'EUR' }],
      ['tbx-e2e-usd', { amount: 12.5, currency: 'USD' }]
    ] as const) {
      const event = paymentEvent('payment.completed', transaction, [{ id: 6000101, variables: variables(lucas) }], { accountId: lucas })
      const line = event.subject.products[0] as { paid_price: unknown }
      line.paid_price = paid
      const body = JSON.stringify(event)
      const signed = { 'content-type': 'application/json', 'x-signature': webhookSignature(DEMO_TEBEX_WEBHOOK_SECRET, body) }
      expect((await fetch(`${host.url}/api/webhooks/tebex`, { method: 'POST', headers: signed, body })).status).toBe(200)
    }
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', MOBILE]
    ] as const) {
      const { page, errors } = await openPage(browser, viewport)
      await logInStaff(page)
      await page.goto(`${host.url}/admin/ventes`)
      await textIn(page, '[data-testid="chart-unions-par-jour"]', 'Unions dépensées')
      await page.waitForSelector('[data-testid="chart-unions-par-jour"] canvas')
      await textIn(page, '[data-testid="other-currencies"]', '12,50\u00a0USD')
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
      await textIn(page, '[data-testid="player-payments"]', '4,99\u00a0€')
      await textIn(page, '[data-testid="player-payments"]', '12,50\u00a0USD')
      await screenshot(page, `back-office-player-${name}`)
      expect(errors).toEqual([])
    }
  })

  it('marks a contact message handled and keeps the confirmation once it leaves the list', async () => {
    const contact = {
      username: 'Lucas',
      email: 'lucas@example.fr',
      subject: 'Question achat e2e',
      text: 'Bonjour, une question sur mon dernier achat.'
    }
    const headers = { 'content-type': 'application/json', origin: host.url }
    expect((await fetch(`${host.url}/api/sendMail`, { method: 'POST', headers, body: JSON.stringify(contact) })).status).toBe(200)
    const { page, errors } = await openPage(browser, DESKTOP)
    await logInStaff(page)
    await page.goto(`${host.url}/admin/messages`)
    await textIn(page, '[data-testid="messages"]', 'Question achat e2e')
    await page.click('[data-testid="messages"] li button.button:not(.button--ghost)')
    await textIn(page, '[data-testid="message-done"][role="status"]', 'Message traité')
    expect(errors).toEqual([])
  })
})
