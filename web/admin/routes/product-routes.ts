import * as z from 'zod/mini'

import {
  activeChangeSchema,
  descriptionPreviewSchema,
  productListQuerySchema,
  stockChangeSchema
} from '../../../src/core/contract/back-office-catalogue.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { CatalogueProduct } from '../../catalog/catalogue-file.ts'
import { sanitizeDescription } from '../../catalog/sanitize-description.ts'
import { HttpError } from '../../http/http-error.ts'
import { parseJsonBody } from '../../http/json-body.ts'
import { parseQuery } from '../../http/validate.ts'
import type { AdminContext, AdminRoute } from '../admin-route.ts'
import { adjustStock } from '../catalogue/adjust-stock.ts'
import { countOrders, listProducts, PRODUCT_PAGE_SIZE, readProduct } from '../catalogue/product-admin-repo.ts'
import { changeActive, createProduct, duplicateProduct, productErrors, updateProduct } from '../catalogue/product-writes.ts'
import { asUnionsChange, givesUnions } from '../catalogue/unions-guard.ts'
import { validateProduct } from '../catalogue/validate-product.ts'
import { auditedWrite, type AuditedChange } from '../staff-actions.ts'

const productIdSchema = z.object({ id: z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'identifiant de produit attendu')) })

function productId(c: AdminContext): number {
  const parsed = productIdSchema.safeParse(c.req.param())
  if (!parsed.success) throw new HttpError(404, 'Produit introuvable : identifiant invalide.')
  return Number(parsed.data.id)
}

/**
 * Audits `work` as done by the request's staff member, at the host's time. A write whose product gives Unions,
 * before or after, is a Unions change (unions-guard.ts): refused inside the transaction unless an admin with a
 * fresh password makes it.
 */
function auditor({ db, now }: AppDeps) {
  return <T extends CatalogueProduct>(c: AdminContext, action: string, target: string, work: Parameters<typeof auditedWrite<T>>[4]) => {
    const at = new Date(now())
    return auditedWrite(db, c.get('actor'), { action, target }, at, async (tx) => {
      const change = await work(tx)
      return touchesUnions(action, change) ? asUnionsChange(c.get('staff'), at, action, change) : change
    })
  }
}

/** Deactivating takes nothing from anyone: staff may still pull a Unions pack off the shop at once. */
function touchesUnions(action: string, change: AuditedChange<CatalogueProduct>): boolean {
  if (action === 'product.deactivate') return false
  const before = change.before as Partial<CatalogueProduct> | null
  return givesUnions(change.result) || (before !== null && 'grants' in before && givesUnions(before as CatalogueProduct))
}

type Audited = ReturnType<typeof auditor>

/** The catalogue: list, read, create, edit, duplicate, (de)activate, stock adjustments. Never a delete: orders point at products. */
export function productRoutes(deps: AppDeps): AdminRoute[] {
  const audited = auditor(deps)
  return [
    ...productReadRoutes(deps),
    ...productWriteRoutes(deps, audited),
    ...productStatusRoutes(deps, audited),
    {
      method: 'POST',
      path: '/description-preview',
      role: 'staff',
      handle: async (c) => c.json({ html: sanitizeDescription((await parseJsonBody(c, descriptionPreviewSchema)).html) })
    }
  ]
}

/** The list, a page at a time, and one product with its number of orders. */
function productReadRoutes({ db }: AppDeps): AdminRoute[] {
  return [
    {
      method: 'GET',
      path: '/products',
      role: 'staff',
      handle: async (c) => {
        const query = parseQuery(c, productListQuerySchema)
        return c.json({ ...(await listProducts(db, query)), page: query.page, pageSize: PRODUCT_PAGE_SIZE })
      }
    },
    {
      method: 'GET',
      path: '/products/:id',
      role: 'staff',
      handle: async (c) => {
        const id = productId(c)
        const product = await readProduct(db, id)
        if (!product) throw new HttpError(404, productErrors.unknown(id))
        return c.json({ product, orders: await countOrders(db, id) })
      }
    }
  ]
}

/** Products created, edited and duplicated. */
function productWriteRoutes({ db }: AppDeps, audited: Audited): AdminRoute[] {
  return [
    {
      method: 'POST',
      path: '/products',
      role: 'staff',
      handle: async (c) => {
        const raw = await parseJsonBody(c, z.record(z.string(), z.unknown()))
        const idGiven = raw.id !== undefined && raw.id !== null
        const product = validateProduct(idGiven ? raw : { ...raw, id: 1 })
        const created = await audited(c, 'product.create', 'product:new', (tx) => createProduct(tx, product, idGiven))
        return c.json({ product: created, orders: 0 }, 201)
      }
    },
    {
      method: 'PUT',
      path: '/products/:id',
      role: 'staff',
      handle: async (c) => {
        const id = productId(c)
        const product = validateProduct(await parseJsonBody(c, z.unknown()))
        const saved = await audited(c, 'product.update', `product:${id}`, (tx) => updateProduct(tx, id, product))
        return c.json({ product: saved, orders: await countOrders(db, id) })
      }
    },
    {
      method: 'POST',
      path: '/products/:id/duplicate',
      role: 'staff',
      handle: async (c) => {
        const id = productId(c)
        const copy = await audited(c, 'product.duplicate', `product:${id}`, (tx) => duplicateProduct(tx, id))
        return c.json({ product: copy, orders: 0 }, 201)
      }
    }
  ]
}

/** A product (de)activated and its stock adjusted. */
function productStatusRoutes({ db, now }: AppDeps, audited: Audited): AdminRoute[] {
  return [
    {
      method: 'POST',
      path: '/products/:id/active',
      role: 'staff',
      handle: async (c) => {
        const id = productId(c)
        const { active } = await parseJsonBody(c, activeChangeSchema)
        const product = await audited(c, active ? 'product.activate' : 'product.deactivate', `product:${id}`, (tx) =>
          changeActive(tx, id, active)
        )
        return c.json({ product, orders: await countOrders(db, id) })
      }
    },
    {
      method: 'POST',
      path: '/products/:id/stock',
      role: 'staff',
      handle: async (c) => {
        const id = productId(c)
        const { delta, reason } = await parseJsonBody(c, stockChangeSchema)
        const kind = { action: 'stock.adjust', target: `product:${id}` }
        const stocks = await auditedWrite(db, c.get('actor'), kind, new Date(now()), async (tx) => {
          const adjusted = await adjustStock(tx, id, delta)
          if (!adjusted.ok && adjusted.reason === 'unknown') throw new HttpError(404, productErrors.unknown(id))
          if (!adjusted.ok)
            throw new HttpError(409, adjusted.reason === 'unlimited' ? productErrors.unlimited : productErrors.belowZero(delta))
          return { before: { stocks: adjusted.before }, after: { stocks: adjusted.after, delta, reason }, result: adjusted.after }
        })
        return c.json({ stocks })
      }
    }
  ]
}
