import type { AdminProduct } from '../../core/contract/back-office-catalogue.ts'

/** A product being edited; `id` 0 until it is created. */
export type ProductDraft = AdminProduct

export function emptyDraft(): ProductDraft {
  return {
    id: 0,
    name: '',
    label: '',
    category: 'vehicle',
    price: 0,
    moneyType: 'tokens',
    images: [],
    description: '',
    index: 0,
    theme: 'bronze',
    stocks: null,
    characterLimit: 0,
    isDailyShopOnly: false,
    dailyShopEligible: false,
    tebexPackageId: null,
    grants: [{ kind: 'vehicle', model: '' }],
    subscription: null,
    active: true
  }
}

/** What the server receives: the catalogue file's format, without the id of a new product. */
export function draftBody(draft: ProductDraft): Record<string, unknown> {
  const { id, dailyShopDiscount, ...rest } = draft
  return { ...(id > 0 ? { id } : {}), ...rest, ...(dailyShopDiscount ? { dailyShopDiscount } : {}) }
}

/** The error of a field, or the first of its parts (`grants` finds `grants.0.count`). */
export function fieldError(fields: Record<string, string>, name: string): string | undefined {
  if (fields[name]) return fields[name]
  const nested = Object.entries(fields).find(([key]) => key.startsWith(`${name}.`))
  return nested && `${nested[0]} : ${nested[1]}`
}
