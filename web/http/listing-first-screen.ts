import type { Product, ShopData } from '../../src/core/contract/catalog.ts'
import { LISTINGS, productPath, type ListingSlug } from '../../src/core/domain/categories.ts'
import { listedProducts } from '../../src/core/domain/listing.ts'
import { formatCash, formatUnions } from '../../src/core/domain/money.ts'
import { NAV_LINKS, navLinkClass } from '../../src/core/domain/nav-links.ts'
import { layoutMessages } from '../../src/core/messages/layout.ts'
import { shopMessages } from '../../src/core/messages/shop.ts'
import { escapeHtml } from './escape-html.ts'

/**
 * A listing's first screen as the app draws it for a visitor (docs/first-screen.md#the-listing-drawn-by-the-host):
 * the categories' bar, the title and the product cards, written by the host into the static shell so the products
 * show with the first paint. The app renders over it and keeps these elements (preact's render adopts them).
 * Mirrors src/ui/NavBar.tsx, src/pages/listing/ListingPage.tsx, src/ui/ProductCard.tsx, Price.tsx, ProductImage.tsx
 * and BasketControl.tsx's button; no test ids, so a test waiting for one waits for the app, whose buttons work.
 * tests/e2e/listing-first-screen.test.ts checks it against the rendered page, listing by listing.
 */
/** `activeHref`: the bar's link of the address asked for (activeNavLink), the page's only part that depends on it. */
export function listingFirstScreen(slug: ListingSlug, shopData: ShopData, activeHref: string | undefined): { nav: string; main: string } {
  const listing = LISTINGS[slug]
  const cards = listedProducts(shopData, listing.category).map((product, position) => productCard(product, position < listing.columns))
  const subtitle = slug === 'tokens' ? `<p class="page-subtitle">${escapeHtml(shopMessages.unionsSubtitle)}</p>` : ''
  const empty = cards.length === 0 ? `<p class="muted">${escapeHtml(shopMessages.emptyListing)}</p>` : ''
  const main =
    `<main class="main" id="main"><section class="listing" data-listing="${slug}">` +
    `<header class="listing__header"><h1 class="page-title">${escapeHtml(listing.title)}</h1>${subtitle}</header>${empty}` +
    `<div class="product-grid product-grid--${listing.columns}">${cards.join('')}</div></section></main>`
  return { nav: navBar(activeHref), main }
}

function navBar(activeHref: string | undefined): string {
  const links = NAV_LINKS.map(
    (link) => `<a href="${link.href}" class="${navLinkClass(link.href, activeHref)}">${escapeHtml(link.label)}</a>`
  )
  return `<nav class="navbar" aria-label="${escapeHtml(layoutMessages.nav.label)}">${links.join('')}</nav>`
}

function productCard(product: Product, firstRow: boolean): string {
  const stock =
    product.stocks === null ? '' : `<span class="product-card__stock">${escapeHtml(shopMessages.inStock(product.stocks))}</span>`
  // A listed Unions product can always go in the basket (docs/catalogue.md#what-is-listed); the cash buttons
  // come with their chunk, after the first screen, as in the app.
  const actions =
    product.moneyType === 'tokens'
      ? `<button type="button" class="button basket-add ">${escapeHtml(shopMessages.addToBasket)}</button>`
      : ''
  return (
    `<article class="product-card theme-${product.theme}" data-product-id="${product.id}">` +
    `<a class="product-card__link" href="${escapeHtml(productPath(product))}">${productImage(product, firstRow)}` +
    `<h3 class="product-card__title">${escapeHtml(product.label)}</h3></a>` +
    `<div class="product-card__meta">${price(product)}${stock}</div>` +
    `<div class="product-card__actions">${actions}</div></article>`
  )
}

function productImage(product: Product, firstRow: boolean): string {
  const alt = escapeHtml(product.label)
  if (!product.image) {
    const label = alt ? `role="img" aria-label="${alt}"` : 'aria-hidden="true"'
    return `<div class="product-image product-image--placeholder product-card__image" ${label}></div>`
  }
  const loading = firstRow ? 'loading="eager" fetchpriority="high"' : 'loading="lazy"'
  return `<img class="product-image product-card__image" src="${escapeHtml(product.image)}" alt="${alt}" ${loading} decoding="async">`
}

/** The price in euros: a visitor's currency is the default until the app reads their choice. */
function price(product: Product): string {
  if (product.moneyType === 'cash') return `<span class="price">${escapeHtml(formatCash(product.price, 'EUR', 1))}</span>`
  return `<span class="price">${formatUnions(product.price)} <span class="price__unit">${escapeHtml(shopMessages.unions)}</span></span>`
}
