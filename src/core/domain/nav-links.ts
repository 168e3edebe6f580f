import { layoutMessages } from '../messages/layout.ts'

/** The categories' bar (docs/layout.md#navigation): the app's NavBar and the host's first screen of a listing. */
export const NAV_LINKS = [
  { href: '/abonnements', label: layoutMessages.nav.subscriptions },
  { href: '/objets', label: layoutMessages.nav.items },
  { href: '/packs', label: layoutMessages.nav.packs },
  { href: '/vehicules', label: layoutMessages.nav.vehicles },
  { href: '/armes', label: layoutMessages.nav.weapons }
] as const

/** Whether a bar link is the current page's (the app and the host mark it the same way). */
export function navLinkActive(href: string, currentPath: string): boolean {
  return currentPath.startsWith(href)
}
