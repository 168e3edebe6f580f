import { describe, expect, it } from 'vitest'

import { openPage } from '../support/browser.ts'
import { useE2eShop } from '../support/e2e-shop.ts'
import { playerWalk } from '../support/layout-walk.ts'

const shop = useE2eShop()

// The visitor's walk is layout-overflow.test.ts.
describe('no page or overlay scrolls sideways, from 320 to 1280 px', () => {
  it('as a logged-in player', { timeout: 240_000 }, async () => {
    const player = await openPage(shop.browser, { width: 1280, height: 900 })
    expect(await playerWalk(player.page, shop.host)).toEqual([])
    expect(player.errors).toEqual([])
    await player.page.close()
  })
})
