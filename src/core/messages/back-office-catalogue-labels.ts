import type { ProductCategory, ProductTheme } from '../contract/catalog.ts'

/** How the back-office names categories, themes, money types, prices and stocks. */
export const CATEGORY_LABELS: Record<ProductCategory, string> = {
  'Points boutique': 'Unions (argent)',
  Grades: 'Grades (argent)',
  pack: 'Packs',
  item: 'Objets',
  vehicle: 'Véhicules',
  weapon: 'Armes'
}

export const THEME_LABELS: Record<ProductTheme, string> = { bronze: 'Bronze', silver: 'Argent', gold: 'Or', diamond: 'Diamant' }

export const MONEY_LABELS = { tokens: 'Unions', cash: 'Argent (boutique en ligne)' } as const

/** A price as staff read it: Unions, or euros for cash products (stored in cents). */
export function priceText(price: number, moneyType: 'tokens' | 'cash'): string {
  return moneyType === 'cash' ? `${(price / 100).toFixed(2).replace('.', ',')} €` : `${price.toLocaleString('fr-FR')} Unions`
}

export function stockText(stocks: number | null): string {
  if (stocks === null) return 'Illimité'
  return stocks === 0 ? 'Épuisé' : `${stocks} en stock`
}
