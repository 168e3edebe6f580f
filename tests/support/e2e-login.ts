import type { Page } from 'puppeteer-core'

import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'

/** Logs a demo player in through the header's 'Connexion' and the login form, from the home page. */
export async function logInFromHome(page: Page, shopUrl: string, username: string): Promise<void> {
  await page.goto(`${shopUrl}/`, { waitUntil: 'networkidle0' })
  await page.click('[data-testid="login-button"]')
  await page.type('[data-testid="login-username"]', username)
  await page.type('[data-testid="login-password"]', DEMO_PASSWORD)
  await page.click('[data-testid="login-submit"]')
  await page.waitForSelector('[data-testid="unions-balance"]')
  await page.waitForFunction(() => !document.querySelector('[data-testid="login-panel"]'))
}
