import { useEffect } from 'react'
import { useStore } from '@nanostores/react'

import { listingSlugOf } from '../core/domain/categories.ts'
import type { ErrorPageState } from '../stores/error-page.ts'
import { $newPresentation } from '../stores/new-presentation.ts'
import type { $router } from '../stores/router.ts'
import { $productsById } from '../stores/shop.ts'
import { tabTitle } from './tab-title.ts'

type Page = ReturnType<typeof $router.get>

/** A new screen starts at the top; opening or closing a product keeps the listing where it was scrolled. */
export function useScrollToTopOnNewScreen(page: Page): void {
  const screenKey = page?.route === 'listing' || page?.route === 'product' ? `listing:${listingSlugOf(page.params.category)}` : page?.path
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [screenKey])
}

/** The tab names the open product, else the page (ui/tab-title.ts). */
export function useTabTitle(page: Page, errorPage: ErrorPageState | undefined): void {
  const newPresentation = useStore($newPresentation)
  const productsById = useStore($productsById)
  const presentedId = newPresentation?.itemId ?? (page?.route === 'product' ? Number(page.params.itemId) : undefined)
  const title = tabTitle({
    route: page?.route,
    category: page?.route === 'listing' || page?.route === 'product' ? page.params.category : undefined,
    errorPage: errorPage ? (errorPage.type === 'PAGE_NOT_FOUND' ? 'PAGE_NOT_FOUND' : 'other') : undefined,
    productName: presentedId === undefined ? undefined : productsById.get(presentedId)?.label
  })
  useEffect(() => {
    document.title = title
  }, [title])
}
