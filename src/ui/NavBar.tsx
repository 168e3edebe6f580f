import { layoutMessages } from '../core/messages/layout.ts'

export const NAV_LINKS = [
  { href: '/abonnements', label: layoutMessages.nav.subscriptions },
  { href: '/objets', label: layoutMessages.nav.items },
  { href: '/packs', label: layoutMessages.nav.packs },
  { href: '/vehicules', label: layoutMessages.nav.vehicles },
  { href: '/armes', label: layoutMessages.nav.weapons }
] as const

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
          className={currentPath.startsWith(link.href) ? 'navbar__link navbar__link--active' : 'navbar__link'}
          data-testid={`nav-${link.href.slice(1)}`}
        >
          {link.label}
        </a>
      ))}
    </nav>
  )
}
