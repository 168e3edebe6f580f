import { useStore } from '@nanostores/react'

import { mediaUrl } from '../host/embedding.ts'
import { NO_PLACEHOLDER } from '../lib/lazy-component.tsx'
import { screenComponent } from './screen-component.ts'
import { layoutMessages } from '../core/messages/layout.ts'
import { openLoginPanel } from '../stores/login-panel.ts'
import { openMobileNav } from '../stores/mobile-nav.ts'
import { $publicConfig } from '../stores/public-config.ts'
import { $scroll } from '../stores/scroll.ts'
import { $loggedIn, $user } from '../stores/session.ts'
import { BasketButton } from './basket/BasketButton.tsx'
import { CurrencySelector } from './CurrencySelector.tsx'
import { NavBar } from './NavBar.tsx'

// Only logged-in players see it: visitors never load it (the home route's size budget: docs/constants.md#bundle-budget).
const UserMenu = screenComponent(() => import('./UserMenu.tsx').then((module) => module.UserMenu), NO_PLACEHOLDER)

export function Header({ currentPath }: { currentPath: string }) {
  const config = useStore($publicConfig)
  const { headerHidden } = useStore($scroll)
  const loggedIn = useStore($loggedIn)
  const storedUser = useStore($user)
  const user = loggedIn ? storedUser : undefined
  const className = ['header', headerHidden && 'header--hidden', user && 'header--player'].filter(Boolean).join(' ')
  return (
    <header className={className} data-testid="header">
      <div className="header__bar">
        <button
          type="button"
          className="icon-button header__menu"
          onClick={openMobileNav}
          aria-label={layoutMessages.openMenu}
          data-testid="mobile-nav-open"
        >
          ☰
        </button>
        <a href="/" className="header__brand" aria-label={layoutMessages.brand} data-testid="brand">
          <img src={mediaUrl('/logo.svg')} alt="" width="36" height="36" />
          <span>{layoutMessages.brand}</span>
        </a>
        {config?.demo && (
          <span className="demo-badge" data-testid="demo-badge">
            {layoutMessages.demoBadge}
          </span>
        )}
        <div className="header__actions">
          <CurrencySelector />
          {user && <BasketButton />}
          {user ? (
            <UserMenu user={user} />
          ) : (
            <button type="button" className="button" onClick={() => openLoginPanel()} data-testid="login-button">
              {layoutMessages.login}
            </button>
          )}
        </div>
      </div>
      <NavBar currentPath={currentPath} loggedIn={user !== undefined} />
    </header>
  )
}
