import { useEffect } from 'react'

import { listingSlugOf } from '../domain/categories.ts'
import { lazyComponent } from '../lib/lazy-component.tsx'
import { useStore } from '../lib/use-store.ts'
import { ComingSoonPage } from '../pages/coming-soon/ComingSoonPage.tsx'
import { HomePage } from '../pages/home/HomePage.tsx'
import { $currency } from '../stores/currency.ts'
import { $errorPage } from '../stores/error-page.ts'
import { $router, goHome } from '../stores/router.ts'
import { $shopData } from '../stores/shop.ts'
import { ErrorPage } from './ErrorPage.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { LoginPanel } from './LoginPanel.tsx'

const ListingPage = lazyComponent(() => import('../pages/listing/ListingPage.tsx').then((module) => module.ListingPage))

export function App() {
  const page = useStore($router)
  const errorPage = useStore($errorPage)
  const shopData = useStore($shopData)
  useStore($currency)

  useEffect(() => {
    window.scrollTo(0, 0)
  }, [page?.path])
  useEffect(() => {
    // SPEC §2: the daily shop is for logged-in players; visitors go home.
    if (page?.route === 'dailyShop') goHome()
  }, [page?.route])

  return (
    <div className="shell">
      <Header currentPath={page?.path ?? ''} />
      <main className="main" id="main">
        {errorPage ? <ErrorPage error={errorPage} /> : renderPage()}
      </main>
      <Footer />
      <LoginPanel />
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
        return <ListingPage slug={slug} shopData={shopData} />
      }
      case 'dailyShop':
        return null
      default:
        return <ComingSoonPage />
    }
  }
}
