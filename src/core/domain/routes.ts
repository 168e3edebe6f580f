import { listingSlugOf, type ListingSlug } from '../domain/categories.ts'

/** Every route in docs/layout.md#routes, in matching order: fixed paths before the category patterns. */
export const ROUTES = {
  home: '/',
  dailyShop: '/daily-shop',
  legalNotice: '/mentions-legales',
  privacy: '/confidentialite',
  contact: '/contact',
  cfxLogin: '/cfxlogin',
  loginGame: '/loginGame',
  discordAuth: '/discordAuth',
  redirecting: '/redirecting',
  listing: '/:category',
  product: '/:category/:itemId'
} as const

export type RouteName = keyof typeof ROUTES

const FIXED_PATHS: ReadonlySet<string> = new Set<string>(Object.values(ROUTES).filter((pattern) => !pattern.includes(':')))

/** Whether the bundle has a page for `path`; the web host answers 404 (still with the app) otherwise. */
export function isAppPath(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  if (FIXED_PATHS.has(trimmed)) return true
  const [category, itemId, ...rest] = trimmed.split('/').slice(1)
  if (!category || rest.length > 0 || !listingSlugOf(safeDecode(category))) return false
  return itemId === undefined || /^\d{1,9}$/.test(itemId)
}

/** The listing whose page `path` (an app path) shows: a listing or product route, but the subscriptions' own page. */
export function listingShown(path: string): Exclude<ListingSlug, 'abonnements'> | undefined {
  const category = path.split('/')[1] ?? ''
  const slug = FIXED_PATHS.has(path.replace(/\/+$/, '') || '/') ? undefined : listingSlugOf(safeDecode(category))
  return slug === 'abonnements' ? undefined : slug
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return ''
  }
}
