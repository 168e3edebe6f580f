import type { Product } from '../core/contract/catalog.ts'
import type { GiftTarget } from '../core/domain/cash-basket.ts'
import { shopMessages } from '../core/messages/shop.ts'
import { rememberCashItem } from '../stores/cash-basket.ts'
import { checkoutEnvironment as environment } from '../stores/checkout-environment.ts'
import { startDiscordLink } from '../stores/discord-link.ts'
import { $giftLookup, closeGiftTarget, openGiftTarget } from '../stores/gift-target.ts'
import { handOffPath } from '../stores/handoff-resume.ts'
import { openLoginPanel } from '../stores/login-panel.ts'
import { $loggedIn, $user } from '../stores/session.ts'
import { $productsById } from '../stores/shop.ts'
import { handOffToWebsite } from '../stores/website-login.ts'
import { advance } from './cash-checkout.ts'
import { currentPage } from './cash-checkout-steps.ts'

/**
 * docs/cash-checkout.md#gifts: a cash product ('Ajouter au panier', 'Souscrire', 'Offrir'). A visitor logs in first (the
 * product is remembered, not a gift); Grades need a linked Discord; a gift needs its player.
 */
export async function requestCashPackage(product: Product, options: { isGift?: boolean; giftTarget?: GiftTarget } = {}): Promise<void> {
  if (product.moneyType !== 'cash' || product.tebexPackageId === null) return
  const isGift = options.isGift === true || options.giftTarget !== undefined
  const user = $user.get()
  if (!$loggedIn.get() || !user) {
    if (!isGift) rememberCashItem(product.id)
    openLoginPanel(shopMessages.notConnected)
    return
  }
  // In game nothing outside can come back to this page: the website, logged in, takes the purchase on.
  if (environment.isFramed())
    return await handOffToWebsite(handOffPath(currentPage(), { kind: isGift ? 'gift' : 'buy', productId: product.id }))
  if (product.category === 'Grades' && !user.discordId) {
    await startDiscordLink({ previousPage: currentPage(), packageId: product.id, isGift })
    return
  }
  if (isGift && !options.giftTarget) {
    openGiftTarget(product.id)
    return
  }
  await advance({ id: product.tebexPackageId, giftTarget: options.giftTarget ?? null }, { label: product.label })
}

/** The flow goes on from where the basket is (after the provider's login). */
export function continueCashCheckout(): Promise<void> {
  return advance()
}

/** The gift popup's 'Offrir à …': the product goes to the player found. */
export async function giveGift(): Promise<void> {
  const lookup = $giftLookup.get()
  if (!lookup?.target) return
  const product = $productsById.get().get(lookup.productId)
  closeGiftTarget()
  if (product) await requestCashPackage(product, { giftTarget: lookup.target })
}
