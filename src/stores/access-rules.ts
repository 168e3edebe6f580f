import { computed } from 'nanostores'

import { $router, goHome } from './router.ts'
import { $loggedIn } from './session.ts'

/** docs/daily-shop.md#screen: the daily shop is for logged-in players. */
const $visitorOnDailyShop = computed([$router, $loggedIn], (page, loggedIn) => page?.route === 'dailyShop' && !loggedIn)

/** Sends a visitor on a page kept for logged-in players home; answers how to stop following. */
export function followAccessRules(): () => void {
  return $visitorOnDailyShop.subscribe((refused) => {
    if (refused) goHome()
  })
}
