import { expect, it } from 'vitest'

import { DESKTOP, MOBILE, openPage, screenshot, textOf } from '../support/browser.ts'
import { useE2eShop } from '../support/e2e-shop.ts'
import { logInFromHome } from '../support/e2e-login.ts'

const shop = useE2eShop()

const logInAs = (page: import('puppeteer-core').Page, username: string) => logInFromHome(page, shop.host.url, username)

const choiceNames = (page: import('puppeteer-core').Page) =>
  page.$$eval('[data-testid="character-choice"]', (buttons) => buttons.map((button) => button.textContent))

it('chooses a character on each server, kept per server and across a reload', async () => {
  const { page, errors } = await openPage(shop.browser, DESKTOP)
  await logInAs(page, 'Lucas_Martin')
  await page.click('[data-testid="user-menu-button"]')
  await page.click('[data-testid="characters-button"]')
  await page.waitForSelector('[data-testid="character-choice"]')
  expect(await textOf(page, '#character-dialog-title')).toBe('Selection du serveur')
  expect(await page.$eval('[data-testid="server-main"]', (button) => button.getAttribute('aria-checked'))).toBe('true')
  expect(await textOf(page, '[data-testid="no-character"]')).toBe('Aucun personnage sélectionné')
  expect((await choiceNames(page)).sort()).toEqual(['Lucas Martin', 'Sofia Martin'])

  const sofia = (await page.$$('[data-testid="character-choice"]'))[1]
  await sofia?.click()
  await page.waitForSelector('[data-testid="selected-character"]')
  const card = await textOf(page, '[data-testid="selected-character"]')
  for (const text of ['Sofia Martin', 'Date de naissance', '28/09/1997', 'Lieu de naissance', 'Paleto Bay', 'Taille', '168 cm']) {
    expect(card).toContain(text)
  }
  await screenshot(page, 'characters-desktop', { fullPage: false })

  await page.click('[data-testid="server-legacy"]')
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="character-choice"]').length === 1)
  expect(await choiceNames(page)).toEqual(['Luc Martinez'])
  expect(await page.$('[data-testid="selected-character"]')).toBeNull()
  await page.click('[data-testid="character-choice"]')
  await page.click('[data-testid="server-main"]')
  await page.waitForFunction(() => document.querySelector('[data-testid="selected-character"]')?.textContent?.includes('Sofia'))

  await page.reload({ waitUntil: 'networkidle0' })
  await page.click('[data-testid="user-menu-button"]')
  await page.click('[data-testid="characters-button"]')
  await page.waitForSelector('[data-testid="selected-character"]')
  expect(await textOf(page, '[data-testid="selected-character"]')).toContain('Sofia Martin')
  await page.click('[data-testid="character-dialog-close"]')
  await page.waitForFunction(() => !document.querySelector('[data-testid="character-dialog"]'))
  expect(errors).toEqual([])
  await page.close()
})

it('opens from the mobile menu', async () => {
  const { page } = await openPage(shop.browser, MOBILE)
  await logInAs(page, 'Emma_Roux')
  await page.click('[data-testid="mobile-nav-open"]')
  await page.click('[data-testid="mobile-nav-characters"]')
  await page.waitForSelector('[data-testid="character-choice"]')
  expect(await choiceNames(page)).toEqual(['Emma Roux'])
  await screenshot(page, 'characters-mobile', { fullPage: false })
  await page.close()
})
