import type { Page } from 'puppeteer-core'

/** In the purchase dialog, picks the player's character by its name and waits for 'Acheter' to be usable. */
export async function chooseCharacter(page: Page, name: string) {
  const options = '[data-testid="purchase-character"] option'
  await page.waitForFunction(
    (options, name) => [...document.querySelectorAll(options)].some((option) => option.textContent === name),
    {},
    options,
    name
  )
  const value = await page.$$eval(
    options,
    (all, name) => all.find((option) => option.textContent === name)?.getAttribute('value') ?? '',
    name
  )
  await page.select('[data-testid="purchase-character"]', value)
  await page.waitForFunction(() => !(document.querySelector('[data-testid="buy-button"]') as HTMLButtonElement).disabled)
}
