import { backOfficeErrors } from '../../../src/core/messages/back-office.ts'
import type { CatalogueProduct } from '../../catalog/catalogue-file.ts'
import { HttpError } from '../../http/http-error.ts'
import type { AuditedChange } from '../staff-actions.ts'
import { reauthUntil, type StaffSessionRow } from '../staff-session.ts'

/** Whether a product gives Unions: a Unions grant, or the monthly Unions of a subscription. */
export function givesUnions(product: CatalogueProduct | null | undefined): boolean {
  if (!product) return false
  return product.grants.some((grant) => grant.kind === 'unions') || (product.subscription?.monthlyUnions ?? 0) > 0
}

/**
 * A catalogue write that touches a product giving Unions is a Unions change: a pack priced 0 that grants
 * 1,000,000 Unions mints them for whoever buys it, so the catalogue role may not make one. It needs an admin
 * with a password entered within 10 minutes (403 with `reauth` otherwise, thrown inside the transaction: nothing
 * is written), and the audit records it as `unions.<action>` (docs/back-office.md#unions).
 */
export function asUnionsChange<Result>(
  staff: StaffSessionRow,
  now: Date,
  action: string,
  change: AuditedChange<Result>
): AuditedChange<Result> {
  if (staff.role !== 'admin') throw new HttpError(403, backOfficeErrors.unionsNeedAdmin)
  if (now.getTime() > reauthUntil(staff)) throw new HttpError(403, backOfficeErrors.needsReauth, { reauth: true })
  return { ...change, action: unionsAction(action) }
}

/** `product.create` → `unions.product_create`: every Unions change of the catalogue shows under `unions.` in the journal. */
export function unionsAction(action: string): string {
  return `unions.${action.replace('.', '_')}`
}
