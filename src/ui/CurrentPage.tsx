import { useStore } from '@nanostores/react'

import { closePresentationPath, listingSlugOf } from '../core/domain/categories.ts'
import { ComingSoonPage } from '../pages/coming-soon/ComingSoonPage.tsx'
import { HomePage } from '../pages/home/HomePage.tsx'
import { goTo, type $router } from '../stores/router.ts'
import { $shopData } from '../stores/shop.ts'
import { ErrorPage } from './ErrorPage.tsx'
import {
  CfxLoginPage,
  ContactPage,
  DailyShopPage,
  DiscordAuthPage,
  ItemPresentation,
  LegalNoticePage,
  ListingPage,
  LoginGamePage,
  PrivacyPage,
  RedirectingPage,
  SubscriptionsPage
} from './lazy-screens.ts'

type Page = NonNullable<ReturnType<typeof $router.get>>

const notFound = () => <ErrorPage error={{ type: 'PAGE_NOT_FOUND', wordings: [] }} />

/** The page of the route (the error page covers it elsewhere). */
export function CurrentPage({ page }: { page: Page | undefined }) {
  const shopData = useStore($shopData)
  switch (page?.route) {
    case undefined:
      return notFound()
    case 'home':
      return <HomePage shopData={shopData} />
    case 'listing':
    case 'product':
      return <ListingScreen page={page} />
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

/**
 * One shape for the listing and product routes: the listing stays mounted when a product opens or closes, so
 * it keeps its scroll (a remount emptied it for a moment and threw the page back to the top).
 */
function ListingScreen({ page }: { page: Extract<Page, { route: 'listing' | 'product' }> }) {
  const shopData = useStore($shopData)
  const category = page.params.category
  const slug = listingSlugOf(category)
  if (!slug) return notFound()
  return (
    <>
      {slug === 'abonnements' ? <SubscriptionsPage shopData={shopData} /> : <ListingPage slug={slug} shopData={shopData} />}
      {page.route === 'product' && (
        <ItemPresentation itemId={Number(page.params.itemId)} foreground onClose={() => goTo(closePresentationPath(category))} />
      )}
    </>
  )
}
