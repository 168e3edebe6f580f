import { computed } from 'nanostores'
import { useEffect } from 'react'

import { closePresentationPath, listingSlugOf } from '../core/domain/categories.ts'
import { lazyComponent, NO_PLACEHOLDER, whenReady, type LazyOptions } from '../lib/lazy-component.tsx'
import { useStore } from '../lib/use-store.ts'
import { ComingSoonPage } from '../pages/coming-soon/ComingSoonPage.tsx'
import { HomePage } from '../pages/home/HomePage.tsx'
import { $currency } from '../stores/currency.ts'
import { $errorPage } from '../stores/error-page.ts'
import { $lightbox } from '../stores/lightbox.ts'
import { $newPresentation, closeNewPresentation } from '../stores/new-presentation.ts'
import { $anyOverlayOpen, $overlayStack } from '../stores/overlays.ts'
import { $router, goHome, goTo } from '../stores/router.ts'
import { $loggedIn, startSessionChecks } from '../stores/session.ts'
import { $productsById, $shopData } from '../stores/shop.ts'
import { BackToTop } from './BackToTop.tsx'
import { ErrorPage } from './ErrorPage.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { FullScreenLoader, NotificationBanner, ProductBoxToasts } from './Notifications.tsx'
import { tabTitle } from './tab-title.ts'

// Overlays and their stores are not on the first screen (the home route's size budget: docs/constants.md#bundle-budget). The
// basket and checkout follow stores from the start: they load once the page is idle, so they never hold
// up the page's own chunk. The dialogs load when first opened, and ahead of that when the page is idle.
const IN_BACKGROUND: LazyOptions = { ...NO_PLACEHOLDER, whenIdle: true }
const BasketOverlays = lazyComponent(() => import('./basket/BasketOverlays.tsx').then((module) => module.BasketOverlays), IN_BACKGROUND)
const CheckoutOverlays = lazyComponent(() => import('./checkout/CheckoutOverlays.tsx').then((module) => module.CheckoutOverlays), IN_BACKGROUND)
const CharacterDialog = lazyComponent(() => import('./CharacterDialog.tsx').then((module) => module.CharacterDialog), NO_PLACEHOLDER)
const WebsitePasswordDialog = lazyComponent(
  () => import('./WebsitePasswordDialog.tsx').then((module) => module.WebsitePasswordDialog),
  NO_PLACEHOLDER
)
// Only a hand-off from the game shows it: a chunk fetched once the page is idle.
const HandOffNotice = lazyComponent(() => import('./HandOffNotice.tsx').then((module) => module.HandOffNotice), {
  ...NO_PLACEHOLDER,
  whenIdle: true
})
const MobileNav = lazyComponent(() => import('./MobileNav.tsx').then((module) => module.MobileNav), NO_PLACEHOLDER)
const LoginPanel = lazyComponent(() => import('./LoginPanel.tsx').then((module) => module.LoginPanel), NO_PLACEHOLDER)
const DIALOGS = [CharacterDialog, WebsitePasswordDialog, MobileNav, LoginPanel]
// Their own stores (stores/history.ts, …) load with them.
const $openOverlays = computed($overlayStack, (stack) => new Set(stack.map((overlay) => overlay.name)))

const ListingPage = lazyComponent(() => import('../pages/listing/ListingPage.tsx').then((module) => module.ListingPage))
const ItemPresentation = lazyComponent(() =>
  import('../pages/presentation/ItemPresentation.tsx').then((module) => module.ItemPresentation)
)
const RedirectingPage = lazyComponent(() =>
  import('../pages/redirecting/RedirectingPage.tsx').then((module) => module.RedirectingPage)
)
const LoginGamePage = lazyComponent(() =>
  import('../pages/login-game/LoginGamePage.tsx').then((module) => module.LoginGamePage)
)
const CfxLoginPage = lazyComponent(() => import('../pages/cfx-login/CfxLoginPage.tsx').then((module) => module.CfxLoginPage))
const DiscordAuthPage = lazyComponent(() => import('../pages/discord-auth/DiscordAuthPage.tsx').then((module) => module.DiscordAuthPage))
const Lightbox = lazyComponent(() => import('./Lightbox.tsx').then((module) => module.Lightbox))
const SubscriptionsPage = lazyComponent(() =>
  import('../pages/subscriptions/SubscriptionsPage.tsx').then((module) => module.SubscriptionsPage)
)
const LegalNoticePage = lazyComponent(() => import('../pages/legal/LegalNoticePage.tsx').then((module) => module.LegalNoticePage))
const PrivacyPage = lazyComponent(() => import('../pages/legal/PrivacyPage.tsx').then((module) => module.PrivacyPage))
const ContactPage = lazyComponent(() => import('../pages/contact/ContactPage.tsx').then((module) => module.ContactPage))
const DailyShopPage = lazyComponent(() => import('../pages/daily-shop/DailyShopPage.tsx').then((module) => module.DailyShopPage))
const HistoryPopup = lazyComponent(() => import('./history/HistoryPopup.tsx').then((module) => module.HistoryPopup))

export function App() {
  const page = useStore($router)
  const errorPage = useStore($errorPage)
  const shopData = useStore($shopData)
  const anyOverlayOpen = useStore($anyOverlayOpen)
  const loggedIn = useStore($loggedIn)
  const lightbox = useStore($lightbox)
  const newPresentation = useStore($newPresentation)
  const openOverlays = useStore($openOverlays)
  const productsById = useStore($productsById)
  useStore($currency)

  useEffect(startSessionChecks, [])
  useEffect(() => whenReady(true, () => DIALOGS.forEach((dialog) => dialog.preload())), [])

  useEffect(() => {
    // The page does not scroll under an open overlay.
    document.body.classList.toggle('is-scroll-locked', anyOverlayOpen)
  }, [anyOverlayOpen])

  // Opening or closing a product keeps the listing where it was scrolled.
  const screenKey =
    page?.route === 'listing' || page?.route === 'product' ? `listing:${listingSlugOf(page.params.category)}` : page?.path
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [screenKey])
  const presentedId = newPresentation?.itemId ?? (page?.route === 'product' ? Number(page.params.itemId) : undefined)
  const title = tabTitle({
    route: page?.route,
    category: page?.route === 'listing' || page?.route === 'product' ? page.params.category : undefined,
    errorPage: errorPage ? (errorPage.type === 'PAGE_NOT_FOUND' ? 'PAGE_NOT_FOUND' : 'other') : undefined,
    productName: presentedId === undefined ? undefined : productsById.get(presentedId)?.label
  })
  useEffect(() => {
    document.title = title
  }, [title])

  useEffect(() => {
    // docs/daily-shop.md#screen: the daily shop is for logged-in players; visitors go home.
    if (page?.route === 'dailyShop' && !loggedIn) goHome()
  }, [page?.route, loggedIn])

  return (
    <div className="shell">
      <Header currentPath={page?.path ?? ''} />
      <main className="main" id="main">
        {errorPage ? <ErrorPage error={errorPage} /> : renderPage()}
      </main>
      <Footer />
      <BackToTop />
      <NotificationBanner />
      <HandOffNotice />
      <ProductBoxToasts />
      <FullScreenLoader />
      {openOverlays.has('mobileNavbar') && <MobileNav />}
      <BasketOverlays />
      <CheckoutOverlays />
      {openOverlays.has('characterSelect') && <CharacterDialog />}
      {openOverlays.has('websitePassword') && <WebsitePasswordDialog />}
      {openOverlays.has('login') && <LoginPanel />}
      {openOverlays.has('history') && <HistoryPopup />}
      {newPresentation && (
        <ItemPresentation itemId={newPresentation.itemId} foreground={newPresentation.foreground} variant="newPresentation" onClose={closeNewPresentation} />
      )}
      {lightbox && <Lightbox />}
    </div>
  )

  function renderPage() {
    switch (page?.route) {
      case undefined:
        return <ErrorPage error={{ type: 'PAGE_NOT_FOUND', wordings: [] }} />
      case 'home':
        return <HomePage shopData={shopData} />
      case 'listing':
      case 'product': {
        const slug = listingSlugOf(page.params.category)
        if (!slug) return <ErrorPage error={{ type: 'PAGE_NOT_FOUND', wordings: [] }} />
        const listing =
          slug === 'abonnements' ? <SubscriptionsPage shopData={shopData} /> : <ListingPage slug={slug} shopData={shopData} />
        const category = page.params.category
        // One shape for both routes: the listing stays mounted when a product opens or closes, so it keeps
        // its scroll (a remount emptied it for a moment and threw the page back to the top).
        return (
          <>
            {listing}
            {page.route === 'product' && (
              <ItemPresentation
                itemId={Number(page.params.itemId)}
                foreground
                onClose={() => goTo(closePresentationPath(category))}
              />
            )}
          </>
        )
      }
      case 'loginGame':
        return <LoginGamePage token={page.search.token} customRedirect={page.search.customRedirect} characterId={page.search.characterId} />
      case 'cfxLogin':
        return <CfxLoginPage payload={page.search.payload} state={page.search.state} />
      case 'discordAuth':
        return <DiscordAuthPage search={page.search} />
      case 'redirecting':
        return <RedirectingPage to={page.search.to} />
      case 'dailyShop':
        return <DailyShopPage />
      case 'legalNotice':
        return <LegalNoticePage />
      case 'privacy':
        return <PrivacyPage />
      case 'contact':
        return <ContactPage />
      default:
        return <ComingSoonPage />
    }
  }
}
