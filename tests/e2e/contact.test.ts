import pg from 'pg'
import type { Browser, Page } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeBrowserContexts, openPage, screenshot, sharedBrowser, textOf, VIEWPORTS } from '../support/browser.ts'
import { createDatabase, startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

const APP_STATE_KEY = 'boutique:app'

let cluster: PostgresCluster
let databaseUrl: string
let host: WebHost
let browser: Browser

beforeAll(async () => {
  cluster = await startPostgresCluster()
  databaseUrl = await createDatabase(cluster.url, 'test_contact_e2e')
  // TRUST_PROXY: each viewport gets its own client address through x-forwarded-for.
  host = await startWebHost({ env: { DATABASE_URL: databaseUrl, TRUST_PROXY: 'true' } })
  browser = await sharedBrowser()
  expect(host.output()).toContain('les messages sont seulement enregistrés')
})
afterAll(async () => {
  if (browser) await closeBrowserContexts(browser)
  expect(await host?.stop()).toBe(0)
  await cluster?.stop()
})

async function storedMessages(email: string): Promise<{ username: string; subject: string; text: string; status: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query('select username, subject, text, status from contact_messages where email = $1', [email])
    return rows
  } finally {
    await client.end()
  }
}

async function fill(page: Page, values: Record<'username' | 'email' | 'subject' | 'text', string>): Promise<void> {
  for (const [field, value] of Object.entries(values)) {
    const selector = `[data-testid="contact-${field}"]`
    await page.$eval(selector, (element) => ((element as HTMLInputElement).value = ''))
    await page.click(selector)
    await page.keyboard.press('End')
    if (value) await page.type(selector, value)
  }
  // Leaves the last field, as a player would.
  await page.keyboard.press('Tab')
}

/** The field errors in form order (username, email, subject, text), once they show `expected`. */
async function waitForErrors(page: Page, expected: string[]): Promise<void> {
  const shown = () => page.$$eval('[data-testid^="contact-error-"]', (elements) => elements.map((element) => element.textContent ?? ''))
  await page
    .waitForFunction(
      (wanted) =>
        JSON.stringify([...document.querySelectorAll('[data-testid^="contact-error-"]')].map((element) => element.textContent)) === wanted,
      { timeout: 5000 },
      JSON.stringify(expected)
    )
    .catch(() => undefined)
  expect(await shown()).toEqual(expected)
}

describe.each(VIEWPORTS)('a visitor writes to the team (%s)', (name, viewport) => {
  const email = `joueur.${name}@exemple.fr`

  it('shows what is wrong, sends a good message, counts down across a reload', async () => {
    const { page, errors } = await openPage(browser, viewport)
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': name === 'desktop' ? '198.51.100.1' : '198.51.100.2' })
    await page.goto(`${host.url}/contact`, { waitUntil: 'networkidle0' })
    await page.evaluate((key) => localStorage.removeItem(key), APP_STATE_KEY)
    await page.reload({ waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="contact-form"]')
    expect(await textOf(page, '[data-testid="page-title"]')).toBe('Contact')
    expect(await textOf(page, '[data-testid="contact-submit"]')).toBe('Envoyer')

    await page.click('[data-testid="contact-submit"]')
    await waitForErrors(page, ['Requis', 'Requis', 'Requis', 'Requis'])

    await fill(page, { username: 'ab', email: 'joueur@exemple', subject: 'Court', text: 'Trop court.' })
    await page.click('[data-testid="contact-submit"]')
    await waitForErrors(page, [
      'Le pseudo est trop court',
      'Adresse email invalide',
      'Le sujet doit contenir au moins 6 caractères',
      'Le message doit contenir au moins 20 caractères'
    ])
    await screenshot(page, `contact-invalid-${name}`)
    expect(await storedMessages(email)).toEqual([])

    const text = `Bonjour, mon véhicule acheté hier (${name}) n’apparaît pas dans mon garage.`
    await fill(page, { username: 'Joueur_RP', email, subject: 'Véhicule manquant', text })
    await waitForErrors(page, [])
    const clickedAt = Date.now()
    await page.click('[data-testid="contact-submit"]')
    await page.waitForSelector('[data-testid="contact-success"]')
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(500)
    expect(await textOf(page, '[data-testid="contact-success"]')).toBe('Votre message a bien été envoyé.')
    const color = await page.$eval('[data-testid="contact-success"]', (element) => getComputedStyle(element).color)
    expect(color).toBe('rgb(47, 191, 113)')
    expect(await storedMessages(email)).toEqual([{ username: 'Joueur_RP', subject: 'Véhicule manquant', text, status: 'pending' }])

    const button = '[data-testid="contact-submit"]'
    expect(await textOf(page, button)).toMatch(/^0[45]:\d\d$/)
    expect(await page.$eval(button, (element) => (element as HTMLButtonElement).disabled)).toBe(true)
    await screenshot(page, `contact-sent-${name}`)

    await page.reload({ waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="contact-form"]')
    const afterReload = await textOf(page, button)
    expect(afterReload).toMatch(/^0[45]:\d\d$/)
    expect(await page.$eval(button, (element) => (element as HTMLButtonElement).disabled)).toBe(true)
    await page.waitForFunction((selector, before) => document.querySelector(selector)?.textContent !== before, {}, button, afterReload)
    // The reload kept the scroll position; the screenshot shows the page from its top.
    await page.evaluate(() => window.scrollTo(0, 0))
    await screenshot(page, `contact-cooldown-${name}`)
    expect(errors).toEqual([])
    await page.close()
  })

  it('ignores a bad stored time, and shows the server’s refusal with a warning icon', async () => {
    const { page, errors } = await openPage(browser, viewport)
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': name === 'desktop' ? '198.51.100.1' : '198.51.100.2' })
    await page.goto(`${host.url}/contact`, { waitUntil: 'networkidle0' })
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify({ version: 6, state: { currency: 'EUR', lastContactSubmitAt: 'pas-une-date' } })),
      APP_STATE_KEY
    )
    await page.reload({ waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="contact-form"]')
    expect(await textOf(page, '[data-testid="contact-submit"]')).toBe('Envoyer')

    await fill(page, { username: 'Joueur_RP', email, subject: 'Encore moi !', text: 'Un deuxième message trop tôt après le premier.' })
    await page.click('[data-testid="contact-submit"]')
    await page.waitForSelector('[data-testid="contact-failure"]')
    expect(await textOf(page, '[data-testid="contact-failure"]')).toMatch(/Vous pourrez en envoyer un nouveau dans 0[45]:\d\d\./)
    expect(await page.$('[data-testid="contact-failure"] svg')).not.toBeNull()
    expect(await storedMessages(email)).toHaveLength(1)
    await screenshot(page, `contact-refused-${name}`)
    expect(errors).toEqual([])
    await page.close()
  })
})
