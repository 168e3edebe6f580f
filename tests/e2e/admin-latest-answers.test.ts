import type { HTTPRequest, Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'

import { DESKTOP, openPage } from '../support/browser.ts'
import { logInToBackOffice } from '../support/e2e-login.ts'
import { useE2eShop } from '../support/e2e-shop.ts'

const shop = useE2eShop({ staff: { Emma_Roux: 'staff' } })

/** Holds back the first request `matches` picks until `release`; every other request goes on. */
async function holdFirst(page: Page, matches: (request: HTTPRequest) => boolean) {
  await page.setRequestInterception(true)
  let held: HTTPRequest | undefined
  const caught = new Promise<HTTPRequest>((resolve) => {
    page.on('request', (request) => {
      if (held || !matches(request)) return void request.continue()
      held = request
      resolve(request)
    })
  })
  return {
    caught,
    /** Lets the held request go and waits until its whole answer has reached the page. */
    release: async (): Promise<unknown> => {
      const request = await caught
      const finished = new Promise<void>((resolve) => page.on('requestfinished', (done) => done === request && resolve()))
      await request.continue()
      await finished
      return request.response()?.json()
    }
  }
}

/** Keeps, in the page, every state `selector`'s element goes through (its `read` after each change). */
async function recordStates(page: Page, selector: string, read: 'html' | 'product links') {
  await page.evaluate(
    (selector, read) => {
      const states: string[] = []
      ;(window as unknown as { states: string[] }).states = states
      const element = document.querySelector(selector)
      if (!element) throw new Error(`${selector} is missing`)
      const take = () =>
        read === 'html'
          ? element.innerHTML
          : [...element.querySelectorAll('a.admin-product-cell')].map((link) => link.getAttribute('href')).join(' ')
      new MutationObserver(() => states.push(take())).observe(element, { childList: true, subtree: true, characterData: true })
    },
    selector,
    read
  )
  return () => page.evaluate(() => (window as unknown as { states: string[] }).states)
}

const waitForState = (page: Page, state: string) =>
  page.waitForFunction((state) => (window as unknown as { states: string[] }).states.at(-1) === state, {}, state)

describe('the back-office shows the answer to what staff asked last', () => {
  it('a description preview that answers late never replaces the newer one', async () => {
    const { page } = await openPage(shop.browser, DESKTOP)
    await logInToBackOffice(page, shop.host.url, 'Emma_Roux')
    await page.goto(`${shop.host.url}/admin/produits/nouveau`, { waitUntil: 'networkidle0' })
    const states = await recordStates(page, '[data-testid="description-preview"]', 'html')
    const first = await holdFirst(page, (request) => request.url().endsWith('/api/admin/description-preview'))

    await page.type('#description', '<p>un</p>')
    await first.caught
    await page.type('#description', '<p>deux</p>')
    await waitForState(page, '<p>un</p><p>deux</p>')
    const late = (await first.release()) as { html: string }
    await page.type('#description', '<p>trois</p>')
    await waitForState(page, '<p>un</p><p>deux</p><p>trois</p>')

    expect(late.html).not.toContain('deux')
    expect(await states()).not.toContain(late.html)
    await page.close()
  })

  it('a catalogue filter that answers late never replaces the list of the newer one', async () => {
    const { page } = await openPage(shop.browser, DESKTOP)
    await logInToBackOffice(page, shop.host.url, 'Emma_Roux')
    await page.goto(`${shop.host.url}/admin`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="product-table"]')
    const links = (moneyType: string) =>
      page.evaluate(async (moneyType) => {
        const query = new URLSearchParams({ sort: 'id', dir: 'asc', page: '1', ...(moneyType ? { moneyType } : {}) })
        const answer = (await (await fetch(`/api/admin/products?${query}`)).json()) as { products: { id: number }[] }
        return answer.products.map((product) => `/admin/produits/${product.id}`).join(' ')
      }, moneyType)
    const [cash, tokens, all] = [await links('cash'), await links('tokens'), await links('')]
    expect(new Set([cash, tokens, all]).size).toBe(3)
    const states = await recordStates(page, '.admin-page', 'product links')
    const cashList = await holdFirst(
      page,
      (request) => request.url().includes('/api/admin/products?') && request.url().includes('moneyType=cash')
    )

    await page.select('select[name="moneyType"]', 'cash')
    await cashList.caught
    await page.select('select[name="moneyType"]', 'tokens')
    await waitForState(page, tokens)
    await cashList.release()
    await page.select('select[name="moneyType"]', '')
    await waitForState(page, all)

    expect(await states()).not.toContain(cash)
    await page.close()
  })
})
