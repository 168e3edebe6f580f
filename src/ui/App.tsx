import { computed } from 'nanostores'
import { useEffect } from 'react'
import { useStore } from '@nanostores/react'

import { whenReady } from '../lib/lazy-component.tsx'
import { followAccessRules } from '../stores/access-rules.ts'
import { $currency } from '../stores/currency.ts'
import { $errorPage } from '../stores/error-page.ts'
import { $lightbox } from '../stores/lightbox.ts'
import { $newPresentation, closeNewPresentation } from '../stores/new-presentation.ts'
import { $overlayStack } from '../stores/overlays.ts'
import { $router } from '../stores/router.ts'
import { startSessionChecks } from '../stores/session.ts'
import { CurrentPage } from './CurrentPage.tsx'
import { FullScreenLoader } from './FullScreenLoader.tsx'
import { PageErrorBoundary } from './PageErrorBoundary.tsx'
import { ErrorPage } from './ErrorPage.tsx'
import { Header } from './Header.tsx'
import {
  BackToTop,
  BasketOverlays,
  CharacterDialog,
  CheckoutOverlays,
  Footer,
  HandOffNotice,
  HistoryPopup,
  ItemPresentation,
  Lightbox,
  LoginPanel,
  MobileNav,
  Notifications,
  PRELOADED_DIALOGS,
  WebsitePasswordDialog
} from './lazy-screens.ts'
import { useScrollToTopOnNewScreen, useTabTitle } from './screen-effects.ts'
import { followScrollLock } from './scroll-lock.ts'

const $openOverlays = computed($overlayStack, (stack) => new Set(stack.map((overlay) => overlay.name)))

const preloadDialogs = () => whenReady(true, () => PRELOADED_DIALOGS.forEach((dialog) => dialog.preload()))

/** The shell: header, the route's page (or the error page), footer, and the overlays that are open. */
export function App() {
  const page = useStore($router)
  const errorPage = useStore($errorPage)
  const lightbox = useStore($lightbox)
  const newPresentation = useStore($newPresentation)
  const openOverlays = useStore($openOverlays)
  useStore($currency)
  useEffect(startSessionChecks, [])
  useEffect(preloadDialogs, [])
  useEffect(followScrollLock, [])
  useEffect(followAccessRules, [])
  useScrollToTopOnNewScreen(page)
  useTabTitle(page, errorPage)

  return (
    <div className="shell">
      <Header currentPath={page?.path ?? ''} />
      <main className="main" id="main">
        {errorPage ? (
          <ErrorPage error={errorPage} />
        ) : (
          <PageErrorBoundary path={page?.path ?? ''}>
            <CurrentPage page={page} />
          </PageErrorBoundary>
        )}
      </main>
      <Footer />
      <BackToTop />
      <Notifications />
      <HandOffNotice />
      <FullScreenLoader />
      {openOverlays.has('mobileNavbar') && <MobileNav />}
      <BasketOverlays />
      <CheckoutOverlays />
      {openOverlays.has('characterSelect') && <CharacterDialog />}
      {openOverlays.has('websitePassword') && <WebsitePasswordDialog />}
      {openOverlays.has('login') && <LoginPanel />}
      {openOverlays.has('history') && <HistoryPopup />}
      {newPresentation && (
        <ItemPresentation
          itemId={newPresentation.itemId}
          foreground={newPresentation.foreground}
          variant="newPresentation"
          onClose={closeNewPresentation}
        />
      )}
      {lightbox && <Lightbox />}
    </div>
  )
}
