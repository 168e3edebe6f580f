import { listingSlugOf } from '../core/domain/categories.ts'
import { tabTitleMessages as messages } from '../core/messages/tab-titles.ts'
import type { RouteName } from '../core/domain/routes.ts'

export interface TitledScreen {
  route: RouteName | undefined
  category?: string
  /** An error page covers the route. */
  errorPage: 'PAGE_NOT_FOUND' | 'other' | undefined
  /** The name of the product whose presentation is open, once known. */
  productName?: string
}

/** The tab's title for a screen: the open product, else the page, then the shop's name. */
export function tabTitle(screen: TitledScreen): string {
  const page = pageName(screen)
  const parts = [screen.productName, page].filter((part): part is string => Boolean(part))
  return [...parts, messages.shop].join(messages.separator)
}

function pageName({ route, category, errorPage }: TitledScreen): string | undefined {
  if (errorPage) return errorPage === 'PAGE_NOT_FOUND' ? messages.notFound : messages.error
  if (route === undefined) return messages.notFound
  if (route === 'home') return undefined
  if (route === 'listing' || route === 'product') {
    const slug = listingSlugOf(category ?? '')
    return slug ? messages.listings[slug] : messages.notFound
  }
  return messages.routes[route]
}
