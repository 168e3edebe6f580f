import type * as z from 'zod/mini'

import type { productListSchema } from '../../core/contract/back-office-catalogue.ts'
import { CATEGORY_LABELS, priceText, stockText } from '../catalogue-labels.ts'

type ListedProduct = z.infer<typeof productListSchema>['products'][number]

/** The catalogue's table of products, one row each opening the product's page (none while the list loads). */
export function CatalogueTable({ products }: { products: ListedProduct[] | undefined }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-products" data-testid="product-table">
        <thead>
          <tr>
            <th scope="col">Produit</th>
            <th scope="col">Catégorie</th>
            <th scope="col">Prix</th>
            <th scope="col">Stock</th>
            <th scope="col">État</th>
          </tr>
        </thead>
        <tbody>
          {products?.map((product) => (
            <tr key={product.id}>
              <td>
                <a className="admin-product-cell" href={`/admin/produits/${product.id}`}>
                  {product.image && <img src={product.image} alt="" width={48} height={48} loading="lazy" />}
                  <span>
                    <strong>{product.label}</strong>
                    <span className="muted">
                      #{product.id} · {product.name}
                    </span>
                  </span>
                </a>
              </td>
              <td>{CATEGORY_LABELS[product.category]}</td>
              <td>{priceText(product.price, product.moneyType)}</td>
              <td>{stockText(product.stocks)}</td>
              <td>
                <span className={`admin-badge ${product.active ? 'admin-badge--on' : 'admin-badge--off'}`}>
                  {product.active ? 'Actif' : 'Désactivé'}
                </span>
                {product.isDailyShopOnly ? ' ' : ''}
                {product.isDailyShopOnly && <span className="admin-badge">Journalière</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
