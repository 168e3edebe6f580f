import { layoutMessages } from '../core/messages/layout.ts'
import { activeNavLink, NAV_LINKS, navLinkClass } from '../core/domain/nav-links.ts'

/** docs/layout.md#navigation; 'Boutique journalière' joins it once logged in. */
export function NavBar({ currentPath, loggedIn }: { currentPath: string; loggedIn: boolean }) {
  return (
    <nav className="navbar" aria-label={layoutMessages.nav.label}>
      {loggedIn && (
        <a
          href="/daily-shop"
          className={currentPath === '/daily-shop' ? 'navbar__link navbar__link--active' : 'navbar__link'}
          data-testid="nav-daily-shop"
        >
          {layoutMessages.nav.dailyShop}
        </a>
      )}
      {NAV_LINKS.map((link) => (
        <a
          key={link.href}
          href={link.href}
          className={navLinkClass(link.href, activeNavLink(currentPath))}
          data-testid={`nav-${link.href.slice(1)}`}
        >
          {link.label}
        </a>
      ))}
    </nav>
  )
}
