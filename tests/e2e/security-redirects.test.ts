import type { HTTPRequest } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'

import { useE2eShop } from '../support/e2e-shop.ts'
import { logInWithPassword, pwned, returnUrlOf, watchedPageOf } from '../support/security-pages.ts'

// Where the shop sends a player, attacked from the links it follows (the rest of the attacks: security.test.ts).
const shop = useE2eShop()

describe('where the shop sends a player', () => {
  const HOSTILE = [
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example',
    'javascript:window.pwned=1',
    'data:text/html,<b>x</b>',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '\\\\evil.example'
  ]

  it('/loginGame?customRedirect= stays on the shop', async () => {
    const { page } = await watchedPageOf(shop.browser)
    await logInWithPassword(page, shop.host.url, 'Lucas_Martin')
    for (const target of HOSTILE) {
      await page.goto(`${shop.host.url}/loginGame?${new URLSearchParams({ customRedirect: target })}`, { waitUntil: 'load' })
      await page.waitForFunction(() => location.pathname !== '/loginGame')
      expect(await page.evaluate(() => location.origin), target).toBe(shop.host.url)
      expect(await pwned(page)).toBeUndefined()
    }
    await page.close()
  })

  it('/redirecting refuses a store-provider login link to another site', async () => {
    const { page } = await watchedPageOf(shop.browser)
    const visited: string[] = []
    page.on('request', (request) => visited.push(request.url()))
    await logInWithPassword(page, shop.host.url, 'Lucas_Martin')
    await page.setRequestInterception(true)
    // A compromised store provider answers the basket's login link with another site.
    page.on('request', (request: HTTPRequest) => {
      if (request.isInterceptResolutionHandled()) return
      if (/\/sandbox\/tebex\/api\/accounts\/[^/]+\/baskets\/[^/]+\/auth/.test(request.url())) {
        void request.respond({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify([{ name: 'Tebex', url: 'https://evil.example/steal' }])
        })
      } else void request.continue()
    })
    await page.goto(`${shop.host.url}/tokens`, { waitUntil: 'networkidle0' })
    await page.click('[data-testid="product-card"][data-product-id="12"] [data-testid="add-to-basket"]')
    await page.waitForSelector('[data-testid="redirecting-failed"]', { timeout: 10_000 })
    expect(await page.evaluate(() => location.pathname)).toBe('/redirecting')
    expect(await page.evaluate(() => location.origin)).toBe(shop.host.url)
    expect(visited.some((url) => url.includes('evil.example'))).toBe(false)
    await page.close()
  })

  it('/cfxlogin: a restorePage changed on the way back still lands on the shop', async () => {
    const { page } = await watchedPageOf(shop.browser)
    await page.goto(`${shop.host.url}/armes`, { waitUntil: 'networkidle0' })
    await page.click('[data-testid="login-button"]')
    await page.waitForSelector('[data-testid="login-cfx"]')
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[data-testid="login-cfx"]')])
    await page.click('[data-testid="forum-user-100001"]')
    const back = await returnUrlOf(page, shop.host.url, '/cfxlogin', () => page.click('[data-testid="forum-authorize"]'))
    const state = JSON.parse(back.searchParams.get('state') ?? '{}') as Record<string, unknown>
    back.searchParams.set('state', JSON.stringify({ ...state, restorePage: '//evil.example/x' }))
    await page.goto(back.href, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="unions-balance"]')
    expect(await page.evaluate(() => location.href)).toBe(`${shop.host.url}/`)
    await page.close()
  })

  it('/discordAuth: a previousPage changed on the way back is refused, and the player stays on the shop', async () => {
    const { page } = await watchedPageOf(shop.browser)
    await logInWithPassword(page, shop.host.url, 'Emma_Roux')
    await page.click('[data-testid="user-menu-button"]')
    await page.waitForSelector('[data-testid="discord-link-button"]')
    await Promise.all([page.waitForNavigation(), page.click('[data-testid="discord-link-button"]')])
    await page.click('[data-testid="discord-sandbox-user-emma.roux"]').catch(() => undefined)
    const back = await returnUrlOf(page, shop.host.url, '/discordAuth', () => page.click('[data-testid="discord-sandbox-allow"]'))
    const state = JSON.parse(back.searchParams.get('state') ?? '{}') as Record<string, unknown>
    back.searchParams.set('state', JSON.stringify({ ...state, previousPage: '//evil.example/x' }))
    await page.goto(back.href, { waitUntil: 'networkidle0' })
    await page.waitForFunction(() => location.pathname === '/')
    expect(await page.evaluate(() => location.origin)).toBe(shop.host.url)
    const whoAmI = await page.evaluate(() => fetch('/api/whoAmI').then((response) => response.json()))
    expect(whoAmI.account.discordId).toBeNull()
    await page.close()
  })
})
