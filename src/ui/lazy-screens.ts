import { lazyComponent, NO_PLACEHOLDER, type LazyOptions } from '../lib/lazy-component.tsx'

// Every screen and overlay that is not on the first screen, each a chunk of its own (the home route's size
// budget). Their own stores (stores/history.ts, …) load with them.

// The basket and checkout follow stores from the start: they load once the page is idle, so they never hold
// up the page's own chunk.
const IN_BACKGROUND: LazyOptions = { ...NO_PLACEHOLDER, whenIdle: true }
export const BasketOverlays = lazyComponent(
  () => import('./basket/BasketOverlays.tsx').then((module) => module.BasketOverlays),
  IN_BACKGROUND
)
export const CheckoutOverlays = lazyComponent(
  () => import('./checkout/CheckoutOverlays.tsx').then((module) => module.CheckoutOverlays),
  IN_BACKGROUND
)
// Only a hand-off from the game shows it.
export const HandOffNotice = lazyComponent(() => import('./HandOffNotice.tsx').then((module) => module.HandOffNotice), IN_BACKGROUND)

// Dialogs load when first opened, and ahead of that when the page is idle (PRELOADED_DIALOGS).
export const CharacterDialog = lazyComponent(() => import('./CharacterDialog.tsx').then((module) => module.CharacterDialog), NO_PLACEHOLDER)
export const WebsitePasswordDialog = lazyComponent(
  () => import('./WebsitePasswordDialog.tsx').then((module) => module.WebsitePasswordDialog),
  NO_PLACEHOLDER
)
export const MobileNav = lazyComponent(() => import('./MobileNav.tsx').then((module) => module.MobileNav), NO_PLACEHOLDER)
export const LoginPanel = lazyComponent(() => import('./LoginPanel.tsx').then((module) => module.LoginPanel), NO_PLACEHOLDER)
export const PRELOADED_DIALOGS = [CharacterDialog, WebsitePasswordDialog, MobileNav, LoginPanel]
export const HistoryPopup = lazyComponent(() => import('./history/HistoryPopup.tsx').then((module) => module.HistoryPopup))
export const Lightbox = lazyComponent(() => import('./Lightbox.tsx').then((module) => module.Lightbox))

// Pages: a busy block the height of half a screen while their chunk loads.
export const ListingPage = lazyComponent(() => import('../pages/listing/ListingPage.tsx').then((module) => module.ListingPage))
export const ItemPresentation = lazyComponent(() =>
  import('../pages/presentation/ItemPresentation.tsx').then((module) => module.ItemPresentation)
)
export const RedirectingPage = lazyComponent(() =>
  import('../pages/redirecting/RedirectingPage.tsx').then((module) => module.RedirectingPage)
)
export const LoginGamePage = lazyComponent(() => import('../pages/login-game/LoginGamePage.tsx').then((module) => module.LoginGamePage))
export const CfxLoginPage = lazyComponent(() => import('../pages/cfx-login/CfxLoginPage.tsx').then((module) => module.CfxLoginPage))
export const DiscordAuthPage = lazyComponent(() =>
  import('../pages/discord-auth/DiscordAuthPage.tsx').then((module) => module.DiscordAuthPage)
)
export const SubscriptionsPage = lazyComponent(() =>
  import('../pages/subscriptions/SubscriptionsPage.tsx').then((module) => module.SubscriptionsPage)
)
export const LegalNoticePage = lazyComponent(() => import('../pages/legal/LegalNoticePage.tsx').then((module) => module.LegalNoticePage))
export const PrivacyPage = lazyComponent(() => import('../pages/legal/PrivacyPage.tsx').then((module) => module.PrivacyPage))
export const ContactPage = lazyComponent(() => import('../pages/contact/ContactPage.tsx').then((module) => module.ContactPage))
export const DailyShopPage = lazyComponent(() => import('../pages/daily-shop/DailyShopPage.tsx').then((module) => module.DailyShopPage))
