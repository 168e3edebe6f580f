import { $freshProducts, clearBasket } from './basket-lines.ts'
import { snapToCaps } from './basket-quantity.ts'
import { $selectedCharacter } from './characters.ts'
import { $pendingItem } from './pending-item.ts'
import { $loggedIn } from './session.ts'
import { $shopData } from './shop.ts'

// What the basket does by itself from the start, with the header's button that shows it; its actions
// (basket.ts) load with the first screen that adds or buys (docs/constants.md#bundle-budget).

// New shop data carries the stocks as they are now.
$shopData.listen(() => $freshProducts.set({}))
// Another character may have bought less (or more) of a limited product.
$selectedCharacter.listen(() => snapToCaps())

// docs/basket.md#adding: the basket belongs to the logged-in player; after a login the remembered item comes in
// (basket.ts adds it when it loads, and at every later login).
if (!$loggedIn.get()) clearBasket()
$loggedIn.listen((loggedIn) => {
  if (!loggedIn) clearBasket()
  else if ($pendingItem.get()) void import('./basket.ts')
})
