import { layoutMessages } from '../messages/layout.ts'

/** The categories' bar (docs/layout.md#navigation): the app's NavBar and the host's first screen of a listing. */
export const NAV_LINKS = [
  { href: '/abonnements', label: layoutMessages.nav.subscriptions },
  { href: '/objets', label: layoutMessages.nav.items },
  { href: '/packs', label: layoutMessages.nav.packs },
  { href: '/vehicules', label: layoutMessages.nav.vehicles },
  { href: '/armes', label: layoutMessages.nav.weapons }
] as const

/** The bar's link of the current page, if any (its categories' paths never start one another). */
export function activeNavLink(currentPath: string): string | undefined {
  return NAV_LINKS.find((link) => currentPath.startsWith(link.href))?.href
}

/** A bar link's classes: the app and the host mark the current one the same way. */
export function navLinkClass(href: string, activeHref: string | undefined): string {
  return href === activeHref ? 'navbar__link navbar__link--active' : 'navbar__link'
}
