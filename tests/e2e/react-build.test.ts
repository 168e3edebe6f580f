import { expect, it } from 'vitest'

import { DESKTOP, openPage, textOf } from '../support/browser.ts'
import { useE2eShop } from '../support/e2e-shop.ts'

const shop = useE2eShop({ env: { STATIC_DIR: 'dist/web-react' } })

it('the --react build runs the same shop', async () => {
  const { page, errors } = await openPage(shop.browser, DESKTOP)
  await page.goto(`${shop.host.url}/`, { waitUntil: 'networkidle0' })
  await page.waitForSelector('[data-testid="best-seller-slide"]')
  expect(await textOf(page, '.hero__title')).toBe('Boutique')
  await page.click('[data-testid="nav-armes"]')
  await page.waitForSelector('[data-testid="product-card"]')
  expect(await textOf(page, '[data-testid="page-title"]')).toBe('Armes')
  expect(errors).toEqual([])
})
