import type { Browser, Page } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { shopVerResponseSchema, type Product } from '../../src/core/contract/catalog.ts'
import { RETENTION_DEFAULTS } from '../../src/core/domain/retention.ts'
import { DEMO_LEGAL_DETAILS } from '../../web/config.ts'
import { closeBrowserContexts, DESKTOP, MOBILE, openPage, screenshot, sharedBrowser, textOf, VIEWPORTS } from '../support/browser.ts'
import { startWebHost, type WebHost } from '../support/web-host.ts'

/** docs/catalogue.md#subscriptions-page, restated here so the page is checked against docs/, not against itself. */
const TIER_NAMES = ['VIP', 'VIP+', 'MVP', 'ELITE', 'PRESTIGE']
const EXPECTED_ROWS: [string, string, string, string, string, string][] = [
  ['Unions chaque mois', '800', '1200', '1600', '2400', '3500'],
  ['Rôle Discord', 'VIP', 'VIP+', 'MVP', 'ELITE', 'PRESTIGE'],
  ['Aide de l’État toutes les 30 minutes', '3000$', '3500$', '5000$', '6000$', '7500$'],
  ['Limite de meubles par propriété', '40', '100', '140', '200', '280'],
  ['Emplacements de personnage', '2', '2', '2', '2', '2'],
  ['Poids max du coffre de véhicule', 'x1,5', 'x2', 'x2', 'x2', 'x2'],
  ['Poids max du coffre de propriété', 'x1,5', 'x2', 'x2', 'x2', 'x2'],
  ['Télévisions dans les propriétés', 'Oui', 'Oui', 'Oui', 'Oui', 'Oui'],
  ['Enceinte portable', 'Non', 'Oui', 'Oui', 'Oui', 'Oui'],
  ['Import de tenues', 'Non', 'Oui', 'Oui', 'Oui', 'Oui'],
  ['Vitesse de perte de carburant', '—', '-10%', '-30%', '-50%', '-50%'],
  ['Réduction du prix de fourrière', '—', '-10%', '-30%', '-50%', '-50%'],
  ['Bonus de poids max du personnage', '—', '—', '+6kg', '+6kg', '+6kg'],
  ['Position du véhicule sur la carte', 'Non', 'Non', 'Oui', 'Oui', 'Oui'],
  ['Niveau de support', '—', '—', '—', 'Premium', 'Premium+'],
  ['Accès animateur d’événements', 'Non', 'Non', 'Non', 'Oui', 'Oui'],
  ['Points de file d’attente', '400', '750', '1000', '1800', '3400']
]

let host: WebHost
let browser: Browser
let grades: Product[]

beforeAll(async () => {
  host = await startWebHost()
  browser = await sharedBrowser()
  const shop = shopVerResponseSchema.parse(await (await fetch(`${host.url}/api/shopVer`)).json())
  grades = (shop.shopData?.products ?? []).filter((product) => product.category === 'Grades')
})
afterAll(async () => {
  if (browser) await closeBrowserContexts(browser)
  expect(await host?.stop()).toBe(0)
})

/** Rendered and not hidden by CSS (itself or an ancestor). */
function isShown(page: Page, selector: string): Promise<boolean> {
  return page.$eval(selector, (element) => element.getClientRects().length > 0)
}

/**
 * A click dispatched on the element itself: while the mobile header is wider than 390 px the page is laid out
 * wider than the screen and zoomed out, and a pointer click at the element's coordinates misses it.
 */
function press(page: Page, selector: string): Promise<void> {
  return page.$eval(selector, (element) => (element as HTMLElement).click())
}

async function openSubscriptions(page: Page): Promise<void> {
  await page.goto(`${host.url}/abonnements`, { waitUntil: 'networkidle0' })
  await page.waitForSelector('[data-testid="subscriptions-page"] [data-testid="product-card"]')
}

describe('the subscriptions page on desktop (1280×900)', () => {
  it('shows the five Grades and the full comparison table, the third tier flagged best seller', async () => {
    const { page, errors } = await openPage(browser, DESKTOP)
    await openSubscriptions(page)
    expect(await textOf(page, '[data-testid="page-title"]')).toBe('Abonnements')
    const cardIds = await page.$$eval('[data-testid="product-card"]', (cards) =>
      cards.map((card) => Number(card.getAttribute('data-product-id')))
    )
    expect(grades).toHaveLength(5)
    expect(cardIds).toEqual([...grades].sort((a, b) => a.index - b.index).map((product) => product.id))

    expect(await isShown(page, '[data-testid="tier-table"]')).toBe(true)
    expect(await isShown(page, '[data-testid="tier-carousel"]')).toBe(false)
    expect(await page.$$eval('[data-testid="tier-table"] th[scope="col"]', (cells) => cells.length)).toBe(6)
    expect(
      await page.$$eval('[data-testid="tier-table"] [data-testid="tier-name"]', (names) => names.map((name) => name.textContent))
    ).toEqual(TIER_NAMES)
    const flagged = await page.$$eval('[data-testid="tier-heading"]', (headings) =>
      headings.map((heading) => heading.querySelector('[data-testid="best-seller"]')?.textContent ?? null)
    )
    expect(flagged).toEqual([null, null, 'Best seller!', null, null])

    const rows = await page.$$eval('[data-testid="tier-table"] [data-testid="feature-row"]', (rows) =>
      rows.map((row) => [
        row.querySelector('th[scope="row"]')?.textContent ?? '',
        ...[...row.querySelectorAll('[data-testid="feature-cell"]')].map((cell) => cell.textContent ?? '')
      ])
    )
    expect(rows).toEqual(EXPECTED_ROWS)
    // Yes/no are icons; their words are there for screen readers only.
    const marks = await page.$$eval('[data-testid="feature-cell"] .feature-mark', (elements) =>
      elements.map((element) => [
        Boolean(element.querySelector('svg[aria-hidden="true"]')),
        element.querySelector('.visually-hidden') !== null
      ])
    )
    expect(marks.length).toBeGreaterThan(0)
    expect(marks.every(([icon, words]) => icon && words)).toBe(true)

    await screenshot(page, 'abonnements-desktop')
    expect(errors).toEqual([])
    await page.close()
  })

  it('the Grades alias opens the same page', async () => {
    const { page } = await openPage(browser, DESKTOP)
    await page.goto(`${host.url}/Grades`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="tier-table"]')
    expect(await textOf(page, '[data-testid="page-title"]')).toBe('Abonnements')
    await page.close()
  })
})

describe('the subscriptions page on mobile (390×844)', () => {
  it('shows a carousel of tier cards instead of the table, moved by the buttons or a swipe', async () => {
    const { page, errors } = await openPage(browser, MOBILE)
    await openSubscriptions(page)
    expect(await textOf(page, '[data-testid="page-title"]')).toBe('Abonnements')
    expect(await isShown(page, '[data-testid="tier-carousel"]')).toBe(true)
    expect(await isShown(page, '[data-testid="tier-table"]')).toBe(false)
    // The off-screen cards stay inside the carousel: the page itself does not scroll sideways because of them.
    expect(
      await page.evaluate(() => {
        const main = document.querySelector('main')
        return Boolean(main) && main!.scrollWidth <= main!.clientWidth && document.documentElement.scrollWidth <= document.body.scrollWidth
      })
    ).toBe(true)

    const slides = await page.$$eval('[data-testid="tier-slide"]', (slides) =>
      slides.map((slide) => ({
        name: slide.querySelector('h3')?.textContent ?? '',
        bestSeller: slide.querySelector('[data-testid="best-seller"]')?.textContent ?? null,
        rows: [...slide.querySelectorAll('[data-testid="tier-slide-row"]')].map((row) => [
          row.querySelector('dt')?.textContent ?? '',
          row.querySelector('dd')?.textContent ?? ''
        ])
      }))
    )
    expect(slides.map((slide) => slide.name)).toEqual(TIER_NAMES)
    expect(slides.map((slide) => slide.bestSeller)).toEqual([null, null, 'Best seller!', null, null])
    slides.forEach((slide, tier) => {
      expect(slide.rows).toEqual(EXPECTED_ROWS.map((row) => [row[0], row[tier + 1]]))
    })

    const currentName = () => textOf(page, '[data-testid="tier-carousel-name"]')
    expect(await currentName()).toBe('VIP')
    expect(await page.$eval('[data-testid="tier-carousel-previous"]', (button) => (button as HTMLButtonElement).disabled)).toBe(true)
    await screenshot(page, 'abonnements-mobile')

    await press(page, '[data-testid="tier-carousel-next"]')
    await page.waitForFunction(() => document.querySelector('[data-testid="tier-carousel-name"]')?.textContent === 'VIP+')
    await page.waitForFunction(() => {
      const [first, second] = document.querySelectorAll<HTMLElement>('[data-testid="tier-slide"]')
      const track = document.querySelector('[data-testid="tier-carousel-track"]')
      return Boolean(first && second && track) && track!.scrollLeft === second!.offsetLeft - first!.offsetLeft
    })
    // A swipe is a horizontal scroll of the track; the snap lands on a whole card.
    await page.$eval('[data-testid="tier-carousel-track"]', (track) => {
      const slides = track.querySelectorAll<HTMLElement>('[data-testid="tier-slide"]')
      track.scrollTo({ left: (slides[2]?.offsetLeft ?? 0) - (slides[0]?.offsetLeft ?? 0) })
    })
    await page.waitForFunction(() => document.querySelector('[data-testid="tier-carousel-name"]')?.textContent === 'MVP')
    const visibleSlide = await page.$eval('[data-testid="tier-carousel-track"]', (track) => {
      const box = track.getBoundingClientRect()
      const slide = [...track.querySelectorAll('[data-testid="tier-slide"]')].find(
        (element) => Math.abs(element.getBoundingClientRect().left - box.left) < 2
      )
      return slide?.querySelector('h3')?.textContent
    })
    expect(visibleSlide).toBe('MVP')
    await page.$eval('[data-testid="subscriptions-page"] .subscriptions__compare-title', (title) => title.scrollIntoView())
    await screenshot(page, 'abonnements-mobile-mvp')

    await press(page, '[data-testid="tier-carousel-next"]')
    await page.waitForFunction(() => document.querySelector('[data-testid="tier-carousel-name"]')?.textContent === 'ELITE')
    await press(page, '[data-testid="tier-carousel-next"]')
    await page.waitForFunction(() => document.querySelector('[data-testid="tier-carousel-name"]')?.textContent === 'PRESTIGE')
    await page.waitForFunction(() => document.querySelector<HTMLButtonElement>('[data-testid="tier-carousel-next"]')?.disabled === true)
    await press(page, '[data-testid="tier-carousel-previous"]')
    await page.waitForFunction(() => document.querySelector('[data-testid="tier-carousel-name"]')?.textContent === 'ELITE')
    expect(errors).toEqual([])
    await page.close()
  })
})

describe.each(VIEWPORTS)('the legal pages in demo mode (%s)', (name, viewport) => {
  it('the legal notice names the operator, the publication director, the host and the contact e-mail', async () => {
    const { page, errors } = await openPage(browser, viewport)
    await page.goto(`${host.url}/mentions-legales`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="legal-operator-name"]')
    expect(await textOf(page, '[data-testid="page-title"]')).toBe('Mentions légales')
    expect(await textOf(page, '[data-testid="legal-demo-notice"]')).toContain('fictives')
    expect(await textOf(page, '[data-testid="legal-notice-page"]')).toContain('loi n° 2004-575 du 21 juin 2004')
    expect(await textOf(page, '[data-testid="legal-operator-name"]')).toBe(DEMO_LEGAL_DETAILS.operatorName)
    expect(await textOf(page, '[data-testid="legal-operator-address"]')).toBe(DEMO_LEGAL_DETAILS.operatorAddress)
    expect(await textOf(page, '[data-testid="legal-publication-director"]')).toBe(DEMO_LEGAL_DETAILS.publicationDirector)
    expect(await textOf(page, '[data-testid="legal-host-name"]')).toBe(DEMO_LEGAL_DETAILS.hostName)
    expect(await textOf(page, '[data-testid="legal-host-address"]')).toBe(DEMO_LEGAL_DETAILS.hostAddress)
    expect(await textOf(page, '[data-testid="legal-host-contact"]')).toBe(DEMO_LEGAL_DETAILS.hostContact)
    expect(await page.$eval('[data-testid="legal-contact-email"] a', (link) => link.getAttribute('href'))).toBe(
      `mailto:${DEMO_LEGAL_DETAILS.contactEmail}`
    )
    await screenshot(page, `mentions-legales-${name}`)
    expect(errors).toEqual([])
    await page.close()
  })

  it('the privacy charter covers what the shop stores, sharing, retention, rights and changes', async () => {
    const { page, errors } = await openPage(browser, viewport)
    await page.goto(`${host.url}/confidentialite`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="privacy-contact-email"] a')
    expect(await textOf(page, '[data-testid="page-title"]')).toBe('Confidentialité')
    const text = await textOf(page, '[data-testid="privacy-page"]')
    for (const expected of [
      // What the form really takes (no phone), and the rest of what the shop stores.
      'votre nom, votre adresse e-mail, le sujet et le texte de votre message, ainsi que l’adresse IP d’envoi',
      'Aucun numéro de téléphone n’est demandé',
      'Compte de joueur',
      'Achats en Unions',
      'Paiements en argent réel',
      'sans votre consentement',
      '12 heures, ou 30 jours avec « Se souvenir de moi »',
      // What the retention job deletes, and when (docs/retention.md; tests/unit/retention-charter.test.ts: the periods).
      'Une session terminée est effacée dans l’heure qui suit',
      'ils ne comptent que pendant 5 minutes',
      `Messages de contact : effacés ${RETENTION_DEFAULTS.contactDays} jours après leur envoi`,
      'les coordonnées de l’acheteur (nom, adresse e-mail, adresse IP, pays) en sont effacées',
      'droit d’accès, de rectification et de suppression',
      'CNIL',
      'Cette charte peut évoluer'
    ]) {
      expect(text).toContain(expected)
    }
    expect(await textOf(page, '[data-testid="privacy-operator-name"]')).toBe(DEMO_LEGAL_DETAILS.operatorName)
    expect(await textOf(page, '[data-testid="privacy-rights-how"] a')).toBe(DEMO_LEGAL_DETAILS.contactEmail)
    await screenshot(page, `confidentialite-${name}`)
    expect(errors).toEqual([])
    await page.close()
  })

  it('the footer links lead to both pages', async () => {
    const { page } = await openPage(browser, viewport)
    await page.goto(`${host.url}/`, { waitUntil: 'networkidle0' })
    await press(page, '[data-testid="footer"] a[href="/mentions-legales"]')
    await page.waitForSelector('[data-testid="legal-notice-page"]')
    await press(page, '[data-testid="footer"] a[href="/confidentialite"]')
    await page.waitForSelector('[data-testid="privacy-page"]')
    await page.close()
  })
})

describe('the legal notice outside demo mode', () => {
  let realHost: WebHost
  beforeAll(async () => {
    realHost = await startWebHost({
      env: {
        SHOP_DEMO: 'false',
        SHOP_SERVER_KEY: 'k'.repeat(32),
        PUBLIC_URL: 'https://boutique.example.fr',
        GAME_SERVERS: 'main=Serveur Principal',
        EXCHANGE_RATES_URL: '',
        LEGAL_OPERATOR_NAME: 'Los Santos RP SAS',
        LEGAL_CONTACT_EMAIL: 'contact@lsrp.example',
        RETENTION_CONTACT_DAYS: '90',
        RETENTION_WEBHOOK_DAYS: '120'
      }
    })
  })
  afterAll(async () => {
    expect(await realHost?.stop()).toBe(0)
  })

  it('shows the configured details and says the others are not provided', async () => {
    const { page, errors } = await openPage(browser, DESKTOP)
    await page.goto(`${realHost.url}/mentions-legales`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="legal-operator-name"]')
    expect(await textOf(page, '[data-testid="legal-operator-name"]')).toBe('Los Santos RP SAS')
    expect(await textOf(page, '[data-testid="legal-contact-email"]')).toBe('contact@lsrp.example')
    for (const missing of ['operator-address', 'publication-director', 'host-name', 'host-address', 'host-contact']) {
      expect(await textOf(page, `[data-testid="legal-${missing}"]`)).toBe('Non renseigné')
    }
    expect(await page.$('[data-testid="legal-demo-notice"]')).toBeNull()
    await screenshot(page, 'mentions-legales-real-desktop')
    expect(errors).toEqual([])
    await page.close()
  })

  it('the privacy charter states the periods this shop is set to keep data', async () => {
    const { page, errors } = await openPage(browser, DESKTOP)
    await page.goto(`${realHost.url}/confidentialite`, { waitUntil: 'networkidle0' })
    await page.waitForSelector('[data-testid="privacy-contact-email"] a')
    const retention = await textOf(page, '[data-testid="privacy-retention"]')
    expect(retention).toContain('Messages de contact : effacés 90 jours après leur envoi')
    expect(retention).toContain('Avis de paiement de Tebex : 120 jours après leur réception')
    expect(errors).toEqual([])
    await page.close()
  })
})
