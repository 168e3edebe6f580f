import '../../validation.ts'

import { catalogueProductSchema, type CatalogueProduct } from '../../catalog/catalogue-file.ts'
import { sanitizeDescription } from '../../catalog/sanitize-description.ts'
import { productRuleIssues } from '../../catalog/validate-catalogue.ts'
import { HttpError } from '../../http/http-error.ts'

/** A refusal with a French message per field (`price`, `grants.0.count`): the form shows each next to its field. */
export class FieldErrors extends HttpError {
  constructor(
    readonly fields: Record<string, string>,
    status: 400 | 409 = 400
  ) {
    super(
      status,
      `Produit refusé : ${Object.entries(fields)
        .map(([field, reason]) => `${field} : ${reason}`)
        .join(' ; ')}`,
      { fields }
    )
  }
}

/** One product checked by the catalogue file's own contract and rules (the import's), its description sanitized as the shop's. */
export function validateProduct(raw: unknown): CatalogueProduct {
  const parsed = catalogueProductSchema.safeParse(raw)
  if (!parsed.success) {
    const fields: Record<string, string> = {}
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'produit'] ??= issue.message
    throw new FieldErrors(fields)
  }
  const issues = productRuleIssues(parsed.data)
  if (issues.length > 0) throw new FieldErrors(Object.fromEntries(issues.map((issue) => [issue.field, issue.reason])))
  return { ...parsed.data, description: sanitizeDescription(parsed.data.description) }
}
