import type { CatalogueProduct } from '../../catalog/catalogue-file.ts'
import type { Queryable } from '../../db/database.ts'
import { HttpError } from '../../http/http-error.ts'
import type { AuditedChange } from '../staff-actions.ts'
import { identityTakenBy, nextProductId, readProduct, saveProduct, setProductActive } from './product-admin-repo.ts'
import { FieldErrors } from './validate-product.ts'

export const productErrors = {
  unknown: (id: number) => `Le produit ${id} n’existe pas.`,
  idMismatch: 'L’identifiant du produit ne correspond pas à l’adresse.',
  unlimited: 'Ce produit a un stock illimité : donnez-lui d’abord un stock dans sa fiche.',
  cashCopy: 'Un produit payé en argent ne se duplique pas : son package de la boutique en ligne est unique. Créez un nouveau produit.',
  belowZero: (delta: number) => `Le stock ne peut pas descendre sous zéro (variation demandée : ${delta}).`
} as const

async function checkIdentity(tx: Queryable, product: CatalogueProduct): Promise<void> {
  const taken = await identityTakenBy(tx, product)
  if (Object.keys(taken).length > 0) throw new FieldErrors(taken, 409)
}

/** A new product; without an id in the form, the next free one. */
export async function createProduct(tx: Queryable, product: CatalogueProduct, idGiven: boolean): Promise<AuditedChange<CatalogueProduct>> {
  // One creation at a time picks the next id: two staff members never race for the same one.
  await tx.query("select pg_advisory_xact_lock(hashtext('boutique:new-product'))")
  const created = idGiven ? product : { ...product, id: await nextProductId(tx) }
  if (idGiven && (await readProduct(tx, created.id))) throw new FieldErrors({ id: `le produit ${created.id} existe déjà` }, 409)
  await checkIdentity(tx, created)
  await saveProduct(tx, created)
  return { before: null, after: created, result: created, target: `product:${created.id}` }
}

/**
 * The whole product replaced by the form's, except a limited stock: that only moves by adjustments, so a
 * purchase made while the form was open is never undone. The form may still make it unlimited or limited.
 */
export async function updateProduct(tx: Queryable, id: number, product: CatalogueProduct): Promise<AuditedChange<CatalogueProduct>> {
  if (product.id !== id) throw new HttpError(400, productErrors.idMismatch)
  const before = await readProduct(tx, id, true)
  if (!before) throw new HttpError(404, productErrors.unknown(id))
  const stocks = before.stocks !== null && product.stocks !== null ? before.stocks : product.stocks
  const after = { ...product, stocks }
  await checkIdentity(tx, after)
  await saveProduct(tx, after, before)
  return { before, after, result: after }
}

/** A copy to edit, inactive until someone turns it on, with a free code name. */
export async function duplicateProduct(tx: Queryable, id: number): Promise<AuditedChange<CatalogueProduct>> {
  const source = await readProduct(tx, id)
  if (!source) throw new HttpError(404, productErrors.unknown(id))
  // A store package sells one product only: a copy of a cash product would need its own, made at the store first.
  if (source.moneyType === 'cash') throw new HttpError(409, productErrors.cashCopy)
  await tx.query("select pg_advisory_xact_lock(hashtext('boutique:new-product'))")
  const newId = await nextProductId(tx)
  const copy: CatalogueProduct = {
    ...source,
    id: newId,
    name: `${source.name.slice(0, 48)}_copie_${newId}`,
    label: `${source.label.slice(0, 72)} (copie)`,
    active: false
  }
  await saveProduct(tx, copy)
  return { before: { copyOf: id }, after: copy, result: copy, target: `product:${newId}` }
}

export async function changeActive(tx: Queryable, id: number, active: boolean): Promise<AuditedChange<CatalogueProduct>> {
  const before = await readProduct(tx, id, true)
  if (!before) throw new HttpError(404, productErrors.unknown(id))
  await setProductActive(tx, id, active)
  return { before: { active: before.active }, after: { active }, result: { ...before, active } }
}
