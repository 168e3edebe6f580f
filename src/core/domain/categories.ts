import type { ProductCategory } from '../contract/catalog.ts'

/** The six listings in docs/catalogue.md#categories, by the URL segment that names them. */
export const LISTINGS = {
  abonnements: { category: 'Grades', title: 'Abonnements', columns: 4 },
  tokens: { category: 'Points boutique', title: 'Unions', columns: 4 },
  packs: { category: 'pack', title: 'Packs', columns: 4 },
  objets: { category: 'item', title: 'Objets', columns: 4 },
  vehicules: { category: 'vehicle', title: 'Vehicules', columns: 3 },
  armes: { category: 'weapon', title: 'Armes', columns: 4 }
} as const satisfies Record<string, { category: ProductCategory; title: string; columns: number }>

export type ListingSlug = keyof typeof LISTINGS

/** The home page's category tiles, in their order: the app and the host's first screen both. */
export const HOME_CATEGORIES: readonly ListingSlug[] = ['abonnements', 'tokens', 'packs', 'objets', 'vehicules', 'armes']

/** Accepted route values (docs/catalogue.md#categories), aliases included, lower-cased. */
const SLUG_BY_ROUTE_VALUE: Record<string, ListingSlug> = {
  abonnements: 'abonnements',
  grades: 'abonnements',
  tokens: 'tokens',
  packs: 'packs',
  pack: 'packs',
  objets: 'objets',
  objet: 'objets',
  // SPEC's close rule names `item` (→ /objets), so /item/{id} opens the presentation over the Objets listing.
  item: 'objets',
  vehicules: 'vehicules',
  vehicule: 'vehicules',
  armes: 'armes',
  arme: 'armes'
}

export function listingSlugOf(routeValue: string): ListingSlug | undefined {
  return ownValue(SLUG_BY_ROUTE_VALUE, routeValue.toLowerCase())
}

/** A lookup that never answers with Object.prototype's members (a route value is user input). */
function ownValue<Value>(record: Record<string, Value>, key: string): Value | undefined {
  // Object.prototype's own method: Object.hasOwn comes with Safari 15.4 (build.mjs targets safari15).
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined
}

/** Where closing a product presentation leads (docs/catalogue.md#categories). */
export function closePresentationPath(routeValue: string): string {
  const closeTargets: Record<string, string> = {
    vehicule: '/vehicules',
    objet: '/objets',
    item: '/objets',
    arme: '/armes',
    pack: '/packs'
  }
  return ownValue(closeTargets, routeValue) ?? `/${routeValue}`
}

/** The route segment a product card links to (docs/catalogue.md#categories). */
export function localizedCategorySegment(category: ProductCategory): string {
  const segments: Record<ProductCategory, string> = {
    vehicle: 'vehicule',
    Grades: 'abonnements',
    item: 'objet',
    weapon: 'arme',
    pack: 'pack',
    'Points boutique': 'tokens'
  }
  return segments[category]
}

export function productPath(product: { id: number; category: ProductCategory }): string {
  return `/${localizedCategorySegment(product.category)}/${product.id}`
}

/** The presentation popup's category label (docs/catalogue.md#categories). */
export function presentationCategoryLabel(category: string): string {
  const aliases: Record<string, string> = {
    grades: 'abonnement',
    grade: 'abonnement',
    item: 'objet',
    items: 'objet',
    objets: 'objet',
    packs: 'pack',
    vehicules: 'véhicule',
    vehicles: 'véhicule',
    vehicule: 'véhicule',
    vehicle: 'véhicule',
    armes: 'arme',
    weapons: 'arme',
    weapon: 'arme'
  }
  return ownValue(aliases, category.toLowerCase()) ?? category
}
