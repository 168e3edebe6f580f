import type * as z from 'zod/mini'

import type { productListSchema } from '../../core/contract/back-office-catalogue.ts'
import { CATEGORY_LABELS, priceText, stockText } from '../../core/messages/back-office-catalogue-labels.ts'
import { productPageMessages as messages } from '../../core/messages/back-office-catalogue-ui.ts'

type ListedProduct = z.infer<typeof productListSchema>['products'][number]

/** The catalogue's table of products, one row each opening the product's page (none while the list loads). */
export function CatalogueTable({ products }: { products: ListedProduct[] | undefined }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-products" data-testid="product-table">
        <thead>
          <tr>
            <th scope="col">{messages.table.product}</th>
            <th scope="col">{messages.table.category}</th>
            <th scope="col">{messages.table.price}</th>
            <th scope="col">{messages.table.stock}</th>
            <th scope="col">{messages.table.state}</th>
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
                  {product.active ? messages.active : messages.inactive}
                </span>
                {product.isDailyShopOnly ? ' ' : ''}
                {product.isDailyShopOnly && <span className="admin-badge">{messages.dailyOnly}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
