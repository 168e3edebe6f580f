import type { Product, ShopData } from '../../src/core/contract/catalog.ts'
import { LISTINGS, productPath, type ListingSlug } from '../../src/core/domain/categories.ts'
import { listedProducts } from '../../src/core/domain/listing.ts'
import { shopMessages } from '../../src/core/messages/shop.ts'
import { escapeHtml } from './escape-html.ts'
import { navBar, price, productImage } from './first-screen-parts.ts'

/**
 * A listing's first screen as the app draws it for a visitor (docs/first-screen.md#the-listing-drawn-by-the-host):
 * the categories' bar, the title and the product cards, written by the host into the static shell so the products
 * show with the first paint. The app renders over it and keeps these elements (preact's render adopts them).
 * Mirrors src/pages/listing/ListingPage.tsx, src/ui/ProductCard.tsx and BasketControl.tsx's button (the bar, pictures
 * and prices: first-screen-parts.ts); no test ids, so a test waiting for one waits for the app, whose buttons work.
 * tests/e2e/listing-first-screen.test.ts checks it against the rendered page, listing by listing. `activeHref`: the
 * bar's link of the address asked for (activeNavLink), the page's only part that depends on it.
 */
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
    `<a class="product-card__link" href="${escapeHtml(productPath(product))}">${productImage(product, 'product-card__image', firstRow)}` +
    `<h3 class="product-card__title">${escapeHtml(product.label)}</h3></a>` +
    `<div class="product-card__meta">${price(product)}${stock}</div>` +
    `<div class="product-card__actions">${actions}</div></article>`
  )
}
