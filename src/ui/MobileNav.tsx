import { useStore } from '@nanostores/react'

import { debtMessages } from '../core/messages/debt.ts'
import { layoutMessages } from '../core/messages/layout.ts'
import { formatUnions } from '../core/domain/money.ts'
import { openCharacterDialog } from '../stores/characters.ts'
import { openLoginPanel } from '../stores/login-panel.ts'
import { $publicConfig } from '../stores/public-config.ts'
import { $mobileNavOpen, closeMobileNav } from '../stores/mobile-nav.ts'
import { $loggedIn, $user, logOut } from '../stores/session.ts'
import { CheckoutNotice, FooterLinks } from './Footer.tsx'
import { NAV_LINKS } from '../core/domain/nav-links.ts'
import { Dialog } from './overlay/Dialog.tsx'

/** The drawer in docs/layout.md#mobile-menu: the navigation plus Accueil and the character selection. */
export function MobileNav() {
  const open = useStore($mobileNavOpen)
  const loggedIn = useStore($loggedIn)
  const user = useStore($user)
  const config = useStore($publicConfig)
  if (!open) return null
  return (
    <Dialog
      name="mobileNavbar"
      onClose={closeMobileNav}
      labelledBy="mobile-nav-title"
      className="drawer drawer--left mobile-nav"
      backdropClassName="drawer-backdrop drawer-backdrop--left"
      testId="mobile-nav"
    >
      <div className="mobile-nav__top">
        <h2 id="mobile-nav-title">{layoutMessages.menuTitle}</h2>
        {/* The narrowest headers leave the demo badge out: the menu still says it. */}
        {config?.demo && <span className="demo-badge">{layoutMessages.demoBadge}</span>}
        <button
          type="button"
          className="icon-button"
          onClick={closeMobileNav}
          aria-label={layoutMessages.closeMenu}
          data-testid="mobile-nav-close"
        >
          ✕
        </button>
      </div>
      {loggedIn && user ? (
        <p className="mobile-nav__user" data-testid="mobile-nav-user">
          {user.username} · {user.shopTokens < 0 ? debtMessages.balanceLabel(-user.shopTokens) : `${formatUnions(user.shopTokens)} Unions`}
        </p>
      ) : (
        <button type="button" className="button" onClick={() => leaveFor(openLoginPanel)} data-testid="mobile-nav-login">
          {layoutMessages.login}
        </button>
      )}
      <nav className="mobile-nav__links" aria-label={layoutMessages.menuTitle}>
        <a href="/">{layoutMessages.home}</a>
        {loggedIn && <a href="/daily-shop">{layoutMessages.nav.dailyShop}</a>}
        {NAV_LINKS.map((link) => (
          <a key={link.href} href={link.href}>
            {link.label}
          </a>
        ))}
        <button
          type="button"
          className="mobile-nav__entry"
          onClick={() => leaveFor(loggedIn ? openCharacterDialog : openLoginPanel)}
          data-testid="mobile-nav-characters"
        >
          {layoutMessages.characterSelection}
        </button>
        {loggedIn && (
          <button
            type="button"
            className="mobile-nav__entry"
            onClick={() => leaveFor(() => void import('../stores/history.ts').then((history) => history.openHistory()))}
            data-testid="mobile-nav-history"
          >
            {layoutMessages.history}
          </button>
        )}
        {loggedIn && (
          <button type="button" className="mobile-nav__entry" onClick={() => void logOut()} data-testid="mobile-nav-logout">
            {layoutMessages.logout}
          </button>
        )}
      </nav>
      <FooterLinks />
      <CheckoutNotice />
    </Dialog>
  )
}

/**
 * The drawer gives way to the dialog rather than staying open beneath it (the character dialog
 * showed behind it, and the drawer outlived a login made from it); the focus goes back to the menu button.
 */
function leaveFor(open: () => void): void {
  closeMobileNav()
  open()
}
