import '../validation.ts'

import { catalogueFileSchema, catalogueProductSchema, type CatalogueProduct } from './catalogue-file.ts'
import { describeIssues } from '../validation.ts'
import { sanitizeDescription } from './sanitize-description.ts'

export interface ValidCatalogue {
  products: CatalogueProduct[]
  home: { bestSeller: number[]; shouldInterest: number[] }
  creators: string[]
}

export interface Rejection {
  /** Where in the file: "fichier", "produits[3] (id 12, pistol)", "home.bestSeller". */
  where: string
  reason: string
}

export type CatalogueValidation = { ok: true; catalogue: ValidCatalogue } | { ok: false; rejections: Rejection[] }

/** Checks a catalogue file whole: one bad entry refuses the file, with every reason found. */
export function validateCatalogue(raw: unknown): CatalogueValidation {
  const file = catalogueFileSchema.safeParse(raw)
  if (!file.success) return { ok: false, rejections: [{ where: 'fichier', reason: describeIssues(file.error) }] }

  const rejections: Rejection[] = []
  const products: CatalogueProduct[] = []
  file.data.products.forEach((entry, position) => {
    const parsed = catalogueProductSchema.safeParse(entry)
    if (!parsed.success) {
      rejections.push({ where: entryName(position, entry), reason: describeIssues(parsed.error) })
      return
    }
    const reasons = productRuleViolations(parsed.data)
    for (const reason of reasons) rejections.push({ where: entryName(position, entry), reason })
    products.push({ ...parsed.data, description: sanitizeDescription(parsed.data.description) })
  })
  rejections.push(...duplicateViolations(products), ...homeViolations(products, file.data.home))
  if (rejections.length > 0) return { ok: false, rejections }
  return { ok: true, catalogue: { products, home: file.data.home, creators: file.data.creators } }
}

function entryName(position: number, entry: unknown): string {
  const fields = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {}
  const id = String(fields.id)
  const known = [fields.id !== undefined ? `id ${id}` : '', typeof fields.name === 'string' ? fields.name : '']
  const label = known.filter(Boolean).join(', ')
  return `produits[${position}]${label ? ` (${label})` : ''}`
}

/** Rules that span several fields of one product. */
export function productRuleViolations(product: CatalogueProduct): string[] {
  return productRuleIssues(product).map((issue) => issue.reason)
}

/** The same rules, each with the field a form shows it next to. */
export function productRuleIssues(product: CatalogueProduct): { field: keyof CatalogueProduct; reason: string }[] {
  const issues: { field: keyof CatalogueProduct; reason: string }[] = []
  const soldForCash = product.category === 'Grades' || product.category === 'Points boutique'
  if (soldForCash !== (product.moneyType === 'cash')) {
    issues.push({
      field: 'moneyType',
      reason: 'les Grades et les Unions se paient en argent (moneyType "cash"), le reste en Unions ("tokens")'
    })
  }
  if ((product.moneyType === 'cash') !== (product.tebexPackageId !== null)) {
    issues.push({ field: 'tebexPackageId', reason: 'tebexPackageId est obligatoire pour un produit "cash" et interdit sinon' })
  }
  if (product.category === 'Grades' && !product.grants.every((grant) => grant.kind === 'grade')) {
    issues.push({ field: 'grants', reason: 'un Grade ne peut donner que des grants de type "grade"' })
  }
  if (product.category === 'Points boutique' && !product.grants.every((grant) => grant.kind === 'unions')) {
    issues.push({ field: 'grants', reason: 'un pack d’Unions ne peut donner que des grants de type "unions"' })
  }
  if (product.subscription !== null && product.category !== 'Grades') {
    issues.push({ field: 'subscription', reason: 'seuls les Grades se vendent en abonnement (subscription)' })
  }
  if (product.isDailyShopOnly && !product.dailyShopEligible) {
    issues.push({ field: 'isDailyShopOnly', reason: 'un produit isDailyShopOnly doit aussi être dailyShopEligible' })
  }
  if (product.dailyShopEligible && product.moneyType === 'cash') {
    issues.push({ field: 'dailyShopEligible', reason: 'la boutique journalière ne vend que des produits payés en Unions' })
  }
  return issues
}

function duplicateViolations(products: CatalogueProduct[]): Rejection[] {
  const rejections: Rejection[] = []
  const keys = [
    ['id', (product: CatalogueProduct) => product.id],
    ['name', (product: CatalogueProduct) => product.name],
    ['tebexPackageId', (product: CatalogueProduct) => product.tebexPackageId]
  ] as const
  for (const [field, keyOf] of keys) {
    const seen = new Set<unknown>()
    for (const product of products) {
      const key = keyOf(product)
      if (key === null) continue
      if (seen.has(key)) rejections.push({ where: `produits (${field} ${String(key)})`, reason: `${field} en double` })
      seen.add(key)
    }
  }
  return rejections
}

function homeViolations(products: CatalogueProduct[], home: ValidCatalogue['home']): Rejection[] {
  const listable = new Map(products.map((product) => [product.id, product]))
  const rejections: Rejection[] = []
  for (const list of ['bestSeller', 'shouldInterest'] as const) {
    for (const id of home[list]) {
      const product = listable.get(id)
      if (!product) rejections.push({ where: `home.${list}`, reason: `le produit ${id} n'existe pas dans le fichier` })
      else if (!product.active || product.isDailyShopOnly) {
        rejections.push({ where: `home.${list}`, reason: `le produit ${id} n'est pas vendu hors boutique journalière` })
      }
    }
  }
  return rejections
}
