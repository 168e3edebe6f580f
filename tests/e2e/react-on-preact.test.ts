import type { Browser } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CONTACT_BOUNDS } from '../../src/core/contract/contact.ts'
import { contactMessages } from '../../src/core/messages/contact.ts'
import { closeBrowserContexts, DESKTOP, openPage, sharedBrowser, textOf } from '../support/browser.ts'
import { withShopBuild } from '../support/shop-build.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

// Needs the built bundles: node build.mjs --quiet (and --react for the e2e-react project).
let host: WebHost
let browser: Browser

beforeAll(async () => {
  host = await startWebHost({ env: withShopBuild() })
  browser = await sharedBrowser()
})
afterAll(async () => {
  if (browser) await closeBrowserContexts(browser)
  await host?.stop()
})

/**
 * What React does and Preact does not on the shop's own elements, which the Preact build's `react`
 * (scripts/preact-react.mjs) translates (docs/first-screen.md#the-first-screens-bytes); the same on both builds.
 */
describe('React’s behaviour on the shop’s elements', () => {
  it('a text field’s onChange runs at each key, its onBlur when it loses the focus, and an SVG attribute in camelCase is dashed', async () => {
    const { page, errors } = await openPage(browser, DESKTOP)
    await page.goto(`${host.url}/contact`, { waitUntil: 'networkidle0' })
    await page.click('[data-testid="contact-text"]')
    await page.type('[data-testid="contact-text"]', 'Bonjour')
    // Still in the field: React's onChange is the DOM's input event (the DOM's change event comes on blur).
    expect(await textOf(page, '.contact__counter')).toBe(contactMessages.characters(7, CONTACT_BOUNDS.text.max))
    expect(await page.$('[data-testid="contact-error-text"]')).toBeNull()
    await page.keyboard.press('Tab')
    await page.waitForSelector('[data-testid="contact-error-text"]')

    // The footer's network icons: React's fillRule is the DOM's fill-rule.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForSelector('.footer__social path')
    const rules = await page.$$eval('.footer__social path', (paths) =>
      paths.map((path) => [path.getAttribute('fill-rule'), path.hasAttribute('fillRule')])
    )
    expect(rules.length).toBeGreaterThan(0)
    expect(new Set(rules.map((rule) => JSON.stringify(rule)))).toEqual(new Set([JSON.stringify(['evenodd', false])]))
    expect(errors).toEqual([])
    await page.close()
  })
})
