import type { Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'

import { accountResponseSchema } from '../../src/core/contract/account.ts'
import { DESKTOP, openPage, screenshot } from '../support/browser.ts'
import { confirmOrder, payInCheckout } from '../support/e2e-checkout.ts'
import { useE2eShop } from '../support/e2e-shop.ts'
import { fillLoginForm, submitLogin } from '../support/e2e-login.ts'

const shop = useE2eShop()

/** Demo catalogue: 'Grade VIP' (product 1, Tebex package 6000001), a subscription of 800 Unions a month. */
const GRADE_VIP = 1
const card = `[data-testid="product-card"][data-product-id="${GRADE_VIP}"]`

async function whoAmI(cookie: string) {
  const response = await fetch(`${shop.host.url}/api/whoAmI`, { headers: { cookie } })
  return accountResponseSchema.parse(await response.json()).account
}

async function sessionCookie(username: string): Promise<string> {
  const login = await fetch(`${shop.host.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'boutique-demo' })
  })
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

/** The stand-in's demo controls, as Tebex would act on the subscription. */
async function subscriptionControl(action: 'renew' | 'cancel' | 'end'): Promise<void> {
  const list = (await (await fetch(`${shop.host.url}/sandbox/tebex/subscriptions`)).json()) as { reference: string }[]
  const response = await fetch(`${shop.host.url}/sandbox/tebex/subscriptions/${list[0]?.reference ?? 'none'}/${action}`, { method: 'POST' })
  expect(response.status).toBe(200)
}

/** The header after a reload: the rank badge (its alt is the rank) and the balance. */
async function header(page: Page): Promise<{ rank: string; balance: number }> {
  await page.reload({ waitUntil: 'networkidle0' })
  await page.waitForSelector('[data-testid="rank-badge"]')
  return page.evaluate(() => ({
    rank: document.querySelector('[data-testid="rank-badge"]')?.getAttribute('alt') ?? '',
    balance: Number(document.querySelector('[data-testid="unions-balance"]')?.textContent?.replace(/\D/g, ''))
  }))
}

async function historyNames(page: Page): Promise<string[]> {
  await page.click('[data-testid="user-menu-button"]')
  await page.click('[data-testid="history-button"]')
  await page.waitForSelector('[data-testid="history-popup"] [data-testid="history-row"]')
  const names = await page.$$eval('[data-testid="history-row-name"]', (rows) => rows.map((row) => row.textContent ?? ''))
  await page.click('[data-testid="history-close"]')
  await page.waitForFunction(() => !document.querySelector('[data-testid="history-popup"]'))
  return names
}

describe('Grades as subscriptions through the stand-in (1280×900)', () => {
  it('subscribes to a Grade, is renewed, then cancels: the rank badge, the Unions and the history follow', async () => {
    const { page, errors } = await openPage(shop.browser, DESKTOP)
    await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
    await page.click('[data-testid="login-button"]')
    await fillLoginForm(page, 'Lucas_Martin')
    await submitLogin(page, '[data-testid="unions-balance"]')
    const start = await header(page)
    expect(start.rank).toBe('joueur')

    await page.goto(`${shop.host.url}/abonnements`, { waitUntil: 'networkidle0' })
    await page.click(`${card} [data-testid="subscribe-button"]`)
    await page.waitForSelector('[data-testid="discord-sandbox"]', { timeout: 30_000 })
    await page.click('[data-testid="discord-sandbox-user-lucas.martin"]')
    await Promise.all([page.waitForNavigation(), page.click('[data-testid="discord-sandbox-allow"]')])
    await page.waitForSelector('[data-testid="tebex-sandbox-auth"]', { timeout: 30_000 })
    await Promise.all([page.waitForNavigation(), page.click('[data-testid="sandbox-auth-continue"]')])
    // Waits for the popup's loading layer to go before 'Confirmer': under load it covers the button.
    await confirmOrder(page)
    const frame = await page.waitForFrame((candidate) => candidate.url().includes('/sandbox/tebex/checkout/'), { timeout: 30_000 })
    await frame.waitForSelector('[data-testid="sandbox-line-6000001"]')
    expect(await frame.$eval('[data-testid="sandbox-line-6000001"]', (line) => line.textContent)).toContain('Abonnement mensuel')
    await payInCheckout(page)

    const cookie = await sessionCookie('Lucas_Martin')
    expect(await whoAmI(cookie)).toMatchObject({ rank: 'vip', shopTokens: start.balance + 800 })
    expect(await header(page)).toEqual({ rank: 'vip', balance: start.balance + 800 })

    await subscriptionControl('renew')
    expect(await header(page)).toEqual({ rank: 'vip', balance: start.balance + 1600 })
    expect(await historyNames(page)).toEqual(['Grade VIP (renouvellement)', 'Grade VIP'])
    await screenshot(page, 'subscriptions-renewed-desktop', { fullPage: false })

    // Cancelled, the Grade stays until the paid month is over; the stand-in then ends the period.
    await subscriptionControl('cancel')
    expect((await whoAmI(cookie)).rank).toBe('vip')
    await subscriptionControl('end')
    expect(await header(page)).toEqual({ rank: 'joueur', balance: start.balance + 1600 })
    expect(await historyNames(page)).toEqual(['Grade VIP (renouvellement)', 'Grade VIP'])
    expect(errors).toEqual([])
    await page.close()
  }, 120_000)
})
