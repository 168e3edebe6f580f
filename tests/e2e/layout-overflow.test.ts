import { describe, expect, it } from 'vitest'

import { openPage } from '../support/browser.ts'
import { useE2eShop } from '../support/e2e-shop.ts'
import { visitorWalk } from '../support/layout-walk.ts'

const shop = useE2eShop()

// The logged-in player's walk is layout-overflow-player.test.ts.
describe('no page or overlay scrolls sideways, from 320 to 1280 px', () => {
  it('as a visitor', { timeout: 240_000 }, async () => {
    const visitor = await openPage(shop.browser, { width: 1280, height: 900 })
    expect(await visitorWalk(visitor.page, shop.host)).toEqual([])
    expect(visitor.errors).toEqual([])
    await visitor.page.close()
  })
})
