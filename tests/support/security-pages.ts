import type { Browser, HTTPRequest, Page } from 'puppeteer-core'

import { DESKTOP, openPage } from './browser.ts'
import { fillLoginForm, submitLogin } from './e2e-login.ts'
import { waitFor } from './wait-for.ts'

/** What tests/e2e/security*.test.ts share: a page that records CSP violations, a login, where a click sends back. */

/** A page that records every Content-Security-Policy violation, in the page and its frames. */
export async function watchedPageOf(browser: Browser): Promise<{ page: Page; errors: string[]; violations: string[] }> {
  const { page, errors } = await openPage(browser, DESKTOP)
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|securitypolicyviolation/i.test(message.text())) violations.push(message.text())
  })
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`securitypolicyviolation ${event.violatedDirective} ${event.blockedURI} in ${location.href}`)
    )
  })
  return { page, errors, violations }
}

/** A demo player logged in from the home page with the demo password. */
export async function logInWithPassword(page: Page, shopUrl: string, username: string): Promise<void> {
  await page.goto(`${shopUrl}/`, { waitUntil: 'networkidle0' })
  await page.click('[data-testid="login-button"]')
  await fillLoginForm(page, username)
  await submitLogin(page)
}

export const pwned = (page: Page) => page.evaluate(() => (window as unknown as { pwned?: unknown }).pwned)

/** Follows a click to the address the outside site sends the player back to, without loading it. */
export async function returnUrlOf(page: Page, shopUrl: string, path: string, click: () => Promise<unknown>): Promise<URL> {
  await page.setRequestInterception(true)
  let found: URL | undefined
  const onRequest = (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return
    const url = new URL(request.url())
    if (request.isNavigationRequest() && url.origin === shopUrl && url.pathname === path) {
      found = url
      void request.abort()
    } else void request.continue()
  }
  page.on('request', onRequest)
  await click()
  await waitFor(() => found !== undefined, 'the request')
  page.off('request', onRequest)
  await page.setRequestInterception(false)
  return found as URL
}
