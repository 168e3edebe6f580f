import type { Product, ShopData } from '../../src/core/contract/catalog.ts'
import { HOME_CATEGORIES, LISTINGS } from '../../src/core/domain/categories.ts'
import { listedHomeProducts } from '../../src/core/domain/listing.ts'
import { shopMessages } from '../../src/core/messages/shop.ts'
import { escapeHtml } from './escape-html.ts'
import { navBar, price, productImage } from './first-screen-parts.ts'

/**
 * The home page's first screen as the app draws it for a visitor (docs/first-screen.md#the-home-page-drawn-by-the-host):
 * the categories' bar, the title, the first best seller of the carousel with its dots, and the category tiles,
 * written by the host into the static shell so the first product shows with the first paint. The app renders over it
 * and keeps these elements. Mirrors src/pages/home/HomePage.tsx, BestSellers.tsx and CategoryGrid.tsx (the bar,
 * pictures and prices: first-screen-parts.ts); no test ids, as on a listing. What lies below (payment methods, the
 * suggestion, the introduction) comes with its chunk once the page is idle, as in the app.
 * tests/e2e/listing-first-screen.test.ts checks it against the rendered page.
 */
export function homeFirstScreen(shopData: ShopData): { nav: string; main: string } {
  const hero =
    `<section class="hero"><h1 class="hero__title">${escapeHtml(shopMessages.heroTitle)}</h1>` +
    `<p class="hero__subtitle">${escapeHtml(shopMessages.heroSubtitle)}</p></section>`
  const bestSellers = listedHomeProducts(shopData, shopData.home.bestSeller)
  const main = `<main class="main" id="main"><div class="home">${hero}${carousel(bestSellers)}${categoryGrid()}</div></main>`
  return { nav: navBar(undefined), main }
}

/** The carousel on its first product, not paused (no overlay is open before the app runs). */
function carousel(products: Product[]): string {
  const [first] = products
  if (!first) return ''
  const dots = products.map(
    (_, position) =>
      `<button type="button" class="${position === 0 ? 'dot dot--active' : 'dot'}" aria-label="${escapeHtml(shopMessages.carouselDot(position + 1))}" aria-current="${position === 0}"></button>`
  )
  return (
    `<section class="best-sellers" aria-roledescription="${escapeHtml(shopMessages.carousel)}" data-paused="false">` +
    `<h2 class="section-title">${escapeHtml(shopMessages.bestSellers)}</h2>` +
    `<button type="button" class="best-sellers__slide theme-${first.theme} is-fading-in" data-product-id="${first.id}">` +
    `${productImage(first, 'best-sellers__image', true)}` +
    `<div class="best-sellers__caption"><h3>${escapeHtml(first.label)}</h3>${price(first)}</div></button>` +
    `<div class="best-sellers__dots">${dots.join('')}</div></section>`
  )
}

function categoryGrid(): string {
  const tiles = HOME_CATEGORIES.map(
    (slug) => `<a href="/${slug}" class="category-tile category-tile--${slug}"><span>${escapeHtml(LISTINGS[slug].title)}</span></a>`
  )
  return (
    `<section class="category-grid-section"><h2 class="section-title">${escapeHtml(shopMessages.categoriesTitle)}</h2>` +
    `<div class="category-grid">${tiles.join('')}</div></section>`
  )
}
