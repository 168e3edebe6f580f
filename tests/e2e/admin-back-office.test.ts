import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

import type { Browser, ElementHandle, Page } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SHOP_VERSION_REFRESH_MS } from '../../src/stores/refresh-periods.ts'
import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'
import { closeBrowserContexts, DESKTOP, MOBILE, openPage, screenshot, sharedBrowser, textOf } from '../support/browser.ts'
import { logInToBackOffice } from '../support/e2e-login.ts'
import { chooseCharacter } from '../support/e2e-purchase.ts'
import { installPageClock } from '../support/page-clock.ts'
import { pngImage } from '../support/test-images.ts'
import { freshDataDir, REPO_ROOT, startWebHost, TEST_NODE_ARGS, type WebHost } from '../support/web-host.ts'

let host: WebHost
let browser: Browser
let dataDir: string
let imageDir: string

beforeAll(async () => {
  dataDir = await freshDataDir({})
  // The first admin, from the host's command line, before the host holds the data folder.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...TEST_NODE_ARGS, join(REPO_ROOT, 'dist/server/admin-grant.mjs'), 'Lucas_Martin', 'admin'],
    {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir }
    }
  )
  expect(stdout).toContain('Lucas_Martin a maintenant le rôle Administrateur.')
  host = await startWebHost({ dataDir })
  browser = await sharedBrowser()
  imageDir = await mkdtemp(join(tmpdir(), 'admin-images-'))
  await writeFile(join(imageDir, 'banshee-avant.png'), pngImage(320, 200, [196, 31, 42]))
  await writeFile(join(imageDir, 'banshee-arriere.png'), pngImage(320, 200, [30, 90, 200]))
  await writeFile(join(imageDir, 'notes.txt'), 'pas une image')
})

afterAll(async () => {
  if (browser) await closeBrowserContexts(browser)
  await host?.stop()
  await rm(dataDir, { recursive: true, force: true })
  await rm(imageDir, { recursive: true, force: true })
})

const waitForText = (page: Page, selector: string, text: string, timeout = 15_000) =>
  page.waitForFunction((selector, text) => document.querySelector(selector)?.textContent?.includes(text), { timeout }, selector, text)

async function fill(page: Page, selector: string, value: string) {
  await page.click(selector, { count: 3 })
  await page.keyboard.press('Backspace')
  await page.type(selector, value)
}

const adminLogin = (page: Page, username: string) => logInToBackOffice(page, host.url, username)

async function openMenu(page: Page, label: string) {
  const toggle = await page.$('.admin-menu-toggle')
  if (toggle && (await toggle.isVisible())) await toggle.click()
  const links = await page.$$('.admin-nav a')
  for (const link of links) if ((await link.evaluate((element) => element.textContent)) === label) await link.click()
}

async function upload(page: Page, files: string[]) {
  const input = (await page.$('[data-testid="image-upload"]')) as ElementHandle<HTMLInputElement>
  await input.uploadFile(...files.map((file) => join(imageDir, file)))
}

/** Staff creates a limited vehicle with two uploaded images; returns its id. */
async function createVehicle(page: Page, name: string, width: string): Promise<number> {
  await page.goto(`${host.url}/admin/produits/nouveau`, { waitUntil: 'networkidle0' })
  await page.waitForSelector('[data-testid="product-form"]')
  await fill(page, '#label', 'Bravado Banshee')
  await fill(page, '#name', 'Pas Bon')
  await fill(page, '#price', '2000')
  await fill(page, '#stocks', '3')
  await fill(page, '#characterLimit', '1')
  await fill(page, '[data-testid="grant-0-model"]', 'banshee')
  await fill(page, '#description', '<p>Cabriolet <strong>nerveux</strong>.</p><script>alert(1)</script>')
  await upload(page, ['notes.txt'])
  await waitForText(page, '[data-testid="image-status"]', 'Type de fichier refusé')
  await upload(page, ['banshee-avant.png', 'banshee-arriere.png'])
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="image-list"] li').length === 2)
  // The preview follows the typing (an answer per pause): the whole description's, the script taken out.
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid="description-preview"]')?.innerHTML === expected,
    {},
    '<p>Cabriolet <strong>nerveux</strong>.</p>'
  )
  // Keyboard reorder: the second image first, then back.
  await page.focus('[data-testid="image-list"] li:nth-child(2)')
  await page.keyboard.down('Alt')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.up('Alt')
  const order = await page.$$eval('[data-testid="image-list"] img', (images) => images.map((image) => image.getAttribute('src')))
  await page.click('[data-testid="save-product"]')
  await waitForText(page, '[data-testid="error-name"]', 'minuscules')
  await screenshot(page, `admin-product-errors-${width}`)
  await fill(page, '#name', name)
  await page.click('[data-testid="save-product"]')
  await page.waitForFunction(() => /\/admin\/produits\/\d+$/.test(location.pathname))
  await page.waitForSelector('[data-testid="stock-panel"]')
  expect(await page.$$eval('[data-testid="image-list"] img', (images) => images.map((image) => image.getAttribute('src')))).toEqual(order)
  await screenshot(page, `admin-product-${width}`)
  return Number(new URL(page.url()).pathname.split('/').pop())
}

async function adjustStock(page: Page, delta: string, reason: string) {
  await fill(page, '[data-testid="stock-delta"]', delta)
  await fill(page, '[data-testid="stock-reason"]', reason)
  await page.click('[data-testid="stock-panel"] button[type="submit"]')
}

async function auditShows(page: Page, target: string, actions: string[], width: string) {
  await openMenu(page, 'Journal des actions')
  await page.waitForSelector('input[name="target"]')
  await page.type('input[name="target"]', target)
  await page.click('form[role="search"] button[type="submit"]')
  await page.waitForFunction((count) => document.querySelectorAll('[data-testid="audit-list"] li').length === count, {}, actions.length)
  const shown = await page.$$eval('[data-testid="audit-list"] li', (entries) => entries.map((entry) => entry.getAttribute('data-action')))
  expect(shown).toEqual(actions)
  expect(await textOf(page, '[data-testid="audit-list"] li strong')).toBe('Produit désactivé')
  expect(await textOf(page, '[data-testid="audit-list"]')).toContain('Emma_Roux')
  await screenshot(page, `admin-audit-${width}`)
}

describe('the back-office, from the first admin to a sold and withdrawn vehicle', () => {
  it('desktop: an admin grants staff; staff creates a vehicle; an open shop shows it and sells it while stock is adjusted; deactivated; audited', async () => {
    const { page: admin, errors } = await openPage(browser, DESKTOP)
    await adminLogin(admin, 'Lucas_Martin')
    await admin.waitForSelector('[data-testid="product-table"] tbody tr')
    await screenshot(admin, 'admin-catalogue-desktop')
    await openMenu(admin, 'Équipe et rôles')
    await admin.waitForSelector('input[name="username"]')
    await admin.type('input[name="username"]', 'Emma_Roux')
    await admin.click('.admin-inline-form button[type="submit"]')
    await waitForText(admin, '.admin-success', 'Emma_Roux : Staff.')
    await screenshot(admin, 'admin-staff-desktop')

    // The player's shop is open on the vehicles before the product exists, on a clock the test moves.
    const { page: player } = await openPage(browser, DESKTOP)
    const playerClock = await installPageClock(player)
    await player.goto(`${host.url}/`, { waitUntil: 'networkidle0' })
    await player.click('[data-testid="login-button"]')
    await player.waitForSelector('[data-testid="login-form"]')
    await player.waitForFunction(() => document.querySelector('[data-testid="login-panel"]')?.contains(document.activeElement))
    await player.type('[data-testid="login-username"]', 'Lucas_Martin')
    await player.type('[data-testid="login-password"]', DEMO_PASSWORD)
    await player.click('[data-testid="login-submit"]')
    await player.waitForSelector('[data-testid="unions-balance"]')
    await player.goto(`${host.url}/vehicules`, { waitUntil: 'networkidle0' })
    await player.waitForSelector('[data-testid="product-card"]')

    const { page: staff } = await openPage(browser, DESKTOP)
    await adminLogin(staff, 'Emma_Roux')
    const id = await createVehicle(staff, 'banshee_e2e', 'desktop')

    // The open shop checks the shop's version every 30 s (SHOP_VERSION_REFRESH_MS): the next check, now.
    const card = `[data-testid="product-card"][data-product-id="${id}"]`
    await playerClock.advance(SHOP_VERSION_REFRESH_MS)
    await player.waitForSelector(card)
    await player.click(`${card} [data-testid="add-to-basket"]`)
    await player.click('[data-testid="basket-button"]')
    await player.waitForSelector('[data-testid="purchase-dialog"]')
    await chooseCharacter(player, 'Lucas Martin')
    // The purchase and a +2 adjustment at the same moment: both count.
    await Promise.all([player.click('[data-testid="buy-button"]'), adjustStock(staff, '2', 'Réassort du concessionnaire')])
    await player.waitForSelector('[data-testid="success-title"]', { timeout: 30_000 })
    await waitForText(staff, '.admin-success', 'Stock ajusté')
    await staff.reload({ waitUntil: 'networkidle0' })
    await waitForText(staff, '[data-testid="stock-value"]', '4 en stock')

    await staff.click('[data-testid="toggle-active"]')
    await waitForText(staff, '[data-testid="product-state"]', 'Désactivé')
    await auditShows(staff, `product:${id}`, ['product.deactivate', 'stock.adjust', 'product.create'], 'desktop')
    const adjustment = await textOf(staff, '[data-testid="audit-list"] li:nth-child(2)')
    expect(adjustment).toContain('"stocks": 2')
    expect(adjustment).toContain('"stocks": 4')
    expect(errors).toEqual([])
  }, 180_000)

  it('mobile (390 px): staff creates, adjusts and withdraws a vehicle, and reads the audit', async () => {
    const { page, errors } = await openPage(browser, MOBILE)
    await adminLogin(page, 'Emma_Roux')
    await page.waitForSelector('[data-testid="product-table"] tbody tr')
    await screenshot(page, 'admin-catalogue-mobile')
    const id = await createVehicle(page, 'banshee_mobile', 'mobile')
    await adjustStock(page, '-1', 'Véhicule de démonstration')
    await waitForText(page, '[data-testid="stock-value"]', '2 en stock')
    await page.click('[data-testid="toggle-active"]')
    await waitForText(page, '[data-testid="product-state"]', 'Désactivé')
    await auditShows(page, `product:${id}`, ['product.deactivate', 'stock.adjust', 'product.create'], 'mobile')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(errors).toEqual([])
  }, 120_000)

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE]
  ] as const)(
    '%s: the home page, daily shop and import/export screens load without overflow',
    async (width, viewport) => {
      const { page, errors } = await openPage(browser, viewport)
      await adminLogin(page, 'Lucas_Martin')
      for (const [menu, ready, name] of [
        ['Page d’accueil', '[data-testid="home-bestSeller"] li', 'home'],
        ['Boutique journalière', '[data-testid="daily-tomorrow"] li', 'daily-shop'],
        ['Import / export', '.admin-upload', 'import-export'],
        ['Équipe et rôles', '.admin-table tbody tr', 'staff']
      ] as const) {
        await openMenu(page, menu)
        await page.waitForSelector(ready)
        await screenshot(page, `admin-${name}-${width}`)
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
          name
        ).toBeLessThanOrEqual(0)
      }
      expect(errors).toEqual([])
    },
    60_000
  )
})
