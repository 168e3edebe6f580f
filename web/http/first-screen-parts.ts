import type { Product } from '../../src/core/contract/catalog.ts'
import { formatCash, formatUnions } from '../../src/core/domain/money.ts'
import { NAV_LINKS, navLinkClass } from '../../src/core/domain/nav-links.ts'
import { layoutMessages } from '../../src/core/messages/layout.ts'
import { shopMessages } from '../../src/core/messages/shop.ts'
import { escapeHtml } from './escape-html.ts'

// What the listing and the home page the host draws share, as the app draws it for a visitor: the categories' bar
// (src/ui/NavBar.tsx), a product's picture (src/ui/ProductImage.tsx) and its price (src/ui/Price.tsx).

/** `activeHref`: the bar's link of the address asked for (activeNavLink), the bar's only part that depends on it. */
export function navBar(activeHref: string | undefined): string {
  const links = NAV_LINKS.map(
    (link) => `<a href="${link.href}" class="${navLinkClass(link.href, activeHref)}">${escapeHtml(link.label)}</a>`
  )
  return `<nav class="navbar" aria-label="${escapeHtml(layoutMessages.nav.label)}">${links.join('')}</nav>`
}

/** `priority`: on the first screen, asked for at once (docs/first-screen.md#pictures). */
export function productImage(product: Product, className: string, priority: boolean): string {
  const alt = escapeHtml(product.label)
  if (!product.image) {
    const label = alt ? `role="img" aria-label="${alt}"` : 'aria-hidden="true"'
    return `<div class="product-image product-image--placeholder ${className}" ${label}></div>`
  }
  const loading = priority ? 'loading="eager" fetchpriority="high"' : 'loading="lazy"'
  return `<img class="product-image ${className}" src="${escapeHtml(product.image)}" alt="${alt}" ${loading} decoding="async">`
}

/** The price in euros: a visitor's currency is the default until the app reads their choice. */
export function price(product: Product): string {
  if (product.moneyType === 'cash') return `<span class="price">${escapeHtml(formatCash(product.price, 'EUR', 1))}</span>`
  return `<span class="price">${formatUnions(product.price)} <span class="price__unit">${escapeHtml(shopMessages.unions)}</span></span>`
}
