import type { Page } from 'puppeteer-core'

import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'

const LOGGED_IN_DESKTOP = '[data-testid="unions-balance"]'

/** Logs a demo player in through the header's 'Connexion' and the login form, from the home page. */
export async function logInFromHome(page: Page, shopUrl: string, username: string): Promise<void> {
  await page.goto(`${shopUrl}/`, { waitUntil: 'networkidle0' })
  await page.click('[data-testid="login-button"]')
  await fillLoginForm(page, username)
  await submitLogin(page)
}

/** The same at any width: a DOM click, as at 390 px the header's button sits in the menu drawer's reach. */
export async function logInAtAnyWidth(page: Page, shopUrl: string, username: string): Promise<void> {
  await page.goto(`${shopUrl}/`, { waitUntil: 'networkidle0' })
  await page.$eval('[data-testid="login-button"]', (button) => (button as HTMLElement).click())
  await fillLoginForm(page, username)
  await submitLogin(page, '[data-testid="user-menu-button"]')
}

/**
 * Types into the open login panel's form. The panel moves the focus to its first control once it is
 * shown; keys typed before that (a busy machine delays it) would land elsewhere, so this waits for it
 * and checks what the fields hold.
 */
export async function fillLoginForm(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.waitForSelector('[data-testid="login-form"]')
  await page.waitForFunction(() => document.querySelector('[data-testid="login-panel"]')?.contains(document.activeElement))
  await page.type('[data-testid="login-username"]', username)
  await page.type('[data-testid="login-password"]', password)
  const typed = await page.$$eval('[data-testid="login-username"], [data-testid="login-password"]', (inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value)
  )
  if (typed[0] !== username || typed[1] !== password) throw new Error(`the login form holds ${JSON.stringify(typed)}`)
}

/** Logs `username` (a demo player with a back-office role) into the back-office at /admin. */
export async function logInToBackOffice(page: Page, shopUrl: string, username: string): Promise<void> {
  await page.goto(`${shopUrl}/admin`, { waitUntil: 'networkidle0' })
  await page.type('input[name="username"]', username)
  await page.type('input[name="password"]', DEMO_PASSWORD)
  await page.click('button[type="submit"]')
  await page.waitForSelector('.admin-shell')
}

/** Sends the filled form and waits for the logged-in header (`loggedIn`) and the panel to close. */
export async function submitLogin(page: Page, loggedIn = LOGGED_IN_DESKTOP): Promise<void> {
  await page.click('[data-testid="login-submit"]')
  try {
    await page.waitForSelector(loggedIn)
  } catch (error) {
    const panel = await page.$eval('[data-testid="login-panel"]', (element) => element.textContent).catch(() => 'no login panel')
    throw new Error(`the login did not complete; the panel reads: ${panel}`, { cause: error })
  }
  await page.waitForFunction(() => !document.querySelector('[data-testid="login-panel"]'))
}
