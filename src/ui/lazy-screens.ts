import { NO_PLACEHOLDER, type LazyOptions } from '../lib/lazy-component.tsx'
import { screenComponent } from './screen-component.ts'

// Every screen and overlay that is not on the first screen, each a chunk of its own (the home route's size
// budget). Their own stores (stores/history.ts, …) load with them.

// The basket and checkout follow stores from the start: they load once the page is idle, so they never hold
// up the page's own chunk.
const IN_BACKGROUND: LazyOptions = { ...NO_PLACEHOLDER, whenIdle: true }
export const BasketOverlays = screenComponent(
  () => import('./basket/BasketOverlays.tsx').then((module) => module.BasketOverlays),
  IN_BACKGROUND
)
export const CheckoutOverlays = screenComponent(
  () => import('./checkout/CheckoutOverlays.tsx').then((module) => module.CheckoutOverlays),
  IN_BACKGROUND
)
// Only a hand-off from the game shows it.
// Below the first screen, with its social icons: it waits for the page to be idle (the home route's size budget).
export const Footer = screenComponent(() => import('./Footer.tsx').then((module) => module.Footer), IN_BACKGROUND)
export const HandOffNotice = screenComponent(() => import('./HandOffNotice.tsx').then((module) => module.HandOffNotice), IN_BACKGROUND)
// Shown once the page is scrolled down.
export const BackToTop = screenComponent(() => import('./BackToTop.tsx').then((module) => module.BackToTop), IN_BACKGROUND)
// The login banner and the basket's toasts: shown after a player's action, never on the first screen.
export const Notifications = screenComponent(() => import('./Notifications.tsx').then((module) => module.Notifications), IN_BACKGROUND)

// Dialogs load when first opened, and ahead of that when the page is idle (PRELOADED_DIALOGS).
export const CharacterDialog = screenComponent(
  () => import('./CharacterDialog.tsx').then((module) => module.CharacterDialog),
  NO_PLACEHOLDER
)
export const WebsitePasswordDialog = screenComponent(
  () => import('./WebsitePasswordDialog.tsx').then((module) => module.WebsitePasswordDialog),
  NO_PLACEHOLDER
)
export const MobileNav = screenComponent(() => import('./MobileNav.tsx').then((module) => module.MobileNav), NO_PLACEHOLDER)
export const LoginPanel = screenComponent(() => import('./LoginPanel.tsx').then((module) => module.LoginPanel), NO_PLACEHOLDER)
export const PRELOADED_DIALOGS = [CharacterDialog, WebsitePasswordDialog, MobileNav, LoginPanel]
export const HistoryPopup = screenComponent(() => import('./history/HistoryPopup.tsx').then((module) => module.HistoryPopup))
export const Lightbox = screenComponent(() => import('./Lightbox.tsx').then((module) => module.Lightbox))

// Pages: a busy block the height of half a screen while their chunk loads.
export const ListingPage = screenComponent(() => import('../pages/listing/ListingPage.tsx').then((module) => module.ListingPage))
export const ItemPresentation = screenComponent(() =>
  import('../pages/presentation/ItemPresentation.tsx').then((module) => module.ItemPresentation)
)
export const RedirectingPage = screenComponent(() =>
  import('../pages/redirecting/RedirectingPage.tsx').then((module) => module.RedirectingPage)
)
export const LoginGamePage = screenComponent(() => import('../pages/login-game/LoginGamePage.tsx').then((module) => module.LoginGamePage))
export const CfxLoginPage = screenComponent(() => import('../pages/cfx-login/CfxLoginPage.tsx').then((module) => module.CfxLoginPage))
export const DiscordAuthPage = screenComponent(() =>
  import('../pages/discord-auth/DiscordAuthPage.tsx').then((module) => module.DiscordAuthPage)
)
export const SubscriptionsPage = screenComponent(() =>
  import('../pages/subscriptions/SubscriptionsPage.tsx').then((module) => module.SubscriptionsPage)
)
export const LegalNoticePage = screenComponent(() => import('../pages/legal/LegalNoticePage.tsx').then((module) => module.LegalNoticePage))
export const PrivacyPage = screenComponent(() => import('../pages/legal/PrivacyPage.tsx').then((module) => module.PrivacyPage))
export const ContactPage = screenComponent(() => import('../pages/contact/ContactPage.tsx').then((module) => module.ContactPage))
export const DailyShopPage = screenComponent(() => import('../pages/daily-shop/DailyShopPage.tsx').then((module) => module.DailyShopPage))
