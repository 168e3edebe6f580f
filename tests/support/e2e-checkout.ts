import { type Browser, type Frame, type Page, ProtocolError, type Viewport } from 'puppeteer-core'

/** The demo catalogue's cash products: '1’000 Unions' (9,99 €) and 'Grade VIP' (9,99 €). */
export const UNIONS_1000 = 12
export const GRADE_VIP = 1
/** '500 Unions' (4,99 €). */
export const UNIONS_500 = 11
export const productCard = (id: number) => `[data-testid="product-card"][data-product-id="${id}"]`

export const waitForText = (page: Page | Frame, selector: string, text: string, timeout = 30_000) =>
  page.waitForFunction((selector, text) => document.querySelector(selector)?.textContent?.includes(text), { timeout }, selector, text)

/** 'Confirmer', 'Oui' where Tebex.js opens the stand-in's checkout in a window of its own: that window, ready to answer. */
export async function confirmInNewWindow(browser: Browser, page: Page, viewport: Viewport): Promise<Page> {
  const opened = browser.waitForTarget((target) => target.url().includes('/sandbox/tebex/checkout/'), { timeout: 30_000 })
  await confirmOrder(page)
  const checkout = await (await opened).page()
  if (!checkout) throw new Error('the checkout window has no page')
  await checkout.setViewport(viewport)
  await checkout.waitForSelector('[data-testid="sandbox-pay"]:not([disabled])')
  return checkout
}

/**
 * A click on a button of the checkout's own window that closes it (« Fermer », « Payer »): Tebex.js closes the window
 * while Chromium is still answering the click, so a closed target is the click's outcome, not a failure.
 */
export async function clickClosingWindow(window: Page, selector: string): Promise<void> {
  await window.click(selector).catch((error: unknown) => {
    // puppeteer's TargetCloseError, a ProtocolError its types do not export.
    if (!(error instanceof ProtocolError && error.message.endsWith('Target closed'))) throw error
  })
}

/** Through /redirecting to the stand-in's login page, and back to the shop at `from` with success=true. */
export async function passProviderLogin(page: Page, from: string): Promise<void> {
  await page.waitForSelector('[data-testid="tebex-sandbox-auth"]', { timeout: 30_000 }).catch((error: unknown) => {
    // Where the page stopped says which step of the hand-over never came.
    throw new Error(`the provider's login page did not come; the page is at ${page.url()}`, { cause: error })
  })
  await Promise.all([page.waitForNavigation(), page.click('[data-testid="sandbox-auth-continue"]')])
  await page.waitForFunction((path) => location.pathname === path, {}, from)
}

/** '500 Unions' into the cash basket from /tokens, through the provider's login, up to its confirmation popup. */
export async function orderUnionsPack(page: Page, shopUrl: string): Promise<void> {
  await page.goto(`${shopUrl}/tokens`, { waitUntil: 'networkidle0' })
  await page.waitForSelector(`${productCard(UNIONS_500)} [data-testid="add-to-basket"]:not([disabled])`)
  await page.$eval(`${productCard(UNIONS_500)} [data-testid="add-to-basket"]`, (button) => (button as HTMLElement).click())
  await passProviderLogin(page, '/tokens')
  await checkoutPopupReady(page)
}

/** The confirmation popup, its basket read again from the provider. */
export async function checkoutPopupReady(page: Page): Promise<void> {
  await page
    .waitForSelector('[data-testid="checkout-popup"] [data-testid="checkout-line"]', { timeout: 30_000 })
    .catch(async (error: unknown) => {
      // What the page shows instead says which step of the checkout never came.
      const shown = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 600)).catch(() => '?')
      throw new Error(`the checkout popup did not show its lines; the page is at ${page.url()} and shows: ${shown}`, { cause: error })
    })
  await page.waitForFunction(() => !document.querySelector('[data-testid="checkout-loading"]'))
}

/** 'Confirmer', then 'Oui': Tebex.js opens its checkout. */
export async function confirmOrder(page: Page): Promise<void> {
  await checkoutPopupReady(page)
  await page.waitForSelector('[data-testid="checkout-confirm"]:not([disabled])')
  await page.click('[data-testid="checkout-confirm"]')
  await waitForText(page, '[data-testid="checkout-question"]', 'Confirmer la commande')
  await page.click('[data-testid="checkout-yes"]')
}

/**
 * The paid checkout's lightbox fades out before Tebex.js closes it (Checkout.close awaits its hide,
 * @tebexio/tebex.js 1.11.0 dist/tebex.mjs): once nothing covers the success popup's 'Fermer', it takes clicks.
 */
export const successPopupUncovered = (page: Page) =>
  page.waitForFunction(
    () => {
      const close = document.querySelector('[data-testid="transaction-close"]')
      const box = close?.getBoundingClientRect()
      const hit = box ? document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) : null
      return hit !== null && close?.contains(hit) === true
    },
    { timeout: 30_000 }
  )

/** Pays in the stand-in's checkout, framed by Tebex.js's lightbox; the transaction popup shows, uncovered. */
export async function payInCheckout(page: Page): Promise<void> {
  const frame = await page.waitForFrame((candidate) => candidate.url().includes('/sandbox/tebex/checkout/'), { timeout: 20_000 })
  await frame.waitForSelector('[data-testid="sandbox-pay"]:not([disabled])')
  await frame.click('[data-testid="sandbox-pay"]')
  await waitForText(page, '[data-testid="transaction-popup"]', 'Paiement réussi !').catch(async (error: unknown) => {
    // The stand-in's status line says whether the click paid, failed, or was never heard (empty).
    const status = await frame.$eval('[data-testid="sandbox-status"]', (line) => line.textContent).catch(() => '?')
    throw new Error(`no « Paiement réussi ! » after « Payer »; the checkout's status reads « ${status ?? ''} »`, { cause: error })
  })
  await successPopupUncovered(page)
}
