import { useStore } from '@nanostores/react'

import type { Product } from '../../core/contract/catalog.ts'
import { presentationCategoryLabel, productPath } from '../../core/domain/categories.ts'
import { basketUnavailability } from '../../core/domain/basket.ts'
import { discountedPrice } from '../../core/domain/money.ts'
import { basketMessages as messages } from '../../core/messages/basket.ts'
import { presentationMessages } from '../../core/messages/presentation.ts'
import { buyFromQuickBuy, closeQuickBuy } from '../../flows/quick-buy.ts'
import { requestCashPackage } from '../../flows/cash-request.ts'
import { $productsById } from '../../stores/shop.ts'
import { Dialog } from '../overlay/Dialog.tsx'
import { Price } from '../Price.tsx'
import { ProductImage } from '../ProductImage.tsx'
import { BuyButton } from './BuyButton.tsx'

/**
 * The quick-buy popup (docs/unions-purchase.md#quick-buy): the product at a glance and its buy action; a discount makes it the daily offer.
 */
export function QuickBuyPopup({ itemId, discount }: { itemId: number; discount?: number }) {
  const product = useStore($productsById).get(itemId)
  return (
    <Dialog
      name="quickBuy"
      onClose={closeQuickBuy}
      labelledBy="quick-buy-title"
      className={`quick-buy ${product ? `theme-${product.theme}` : ''}`}
      backdropClassName="modal-backdrop"
      testId="quick-buy"
    >
      <button
        type="button"
        className="icon-button quick-buy__close"
        onClick={closeQuickBuy}
        aria-label={messages.close}
        data-testid="quick-buy-close"
      >
        ✕
      </button>
      {product ? (
        <QuickBuyContent product={product} discount={discount} />
      ) : (
        <p id="quick-buy-title" className="presentation__status" role="status">
          {presentationMessages.loading}
        </p>
      )}
    </Dialog>
  )
}

function QuickBuyContent({ product, discount }: { product: Product; discount: number | undefined }) {
  return (
    <div className="quick-buy__layout">
      <ProductImage src={product.image} alt={product.label} className="quick-buy__image" />
      <div className="quick-buy__details">
        <p className="presentation__category">{presentationCategoryLabel(product.category)}</p>
        <h2 id="quick-buy-title" className="quick-buy__name">
          {product.label}
        </h2>
        <div className="quick-buy__badges">
          {discount !== undefined && (
            <span className="badge badge--offer" data-testid="quick-buy-offer">
              {messages.dailyOffer} {messages.discountBadge(discount)}
            </span>
          )}
          {product.characterLimit > 0 && <span className="badge">{presentationMessages.perCharacter(product.characterLimit)}</span>}
        </div>
        <Price product={product} discount={discount ?? 0} />
        {product.stocks !== null && (
          <p className="quick-buy__stock" data-testid="quick-buy-stock">
            {messages.stock(product.stocks)}
          </p>
        )}
        <QuickBuyAction product={product} discount={discount} />
      </div>
    </div>
  )
}

/** Unions products are bought here; Grades are subscribed to through the cash checkout; Unions packs have their page. */
function QuickBuyAction({ product, discount }: { product: Product; discount: number | undefined }) {
  if (product.category === 'Grades') {
    return (
      <button
        type="button"
        className="button quick-buy__action"
        onClick={() => {
          closeQuickBuy()
          void requestCashPackage(product)
        }}
        data-testid="subscribe-button"
      >
        {messages.subscribe}
      </button>
    )
  }
  if (product.moneyType === 'cash') {
    return (
      <a className="button quick-buy__action" href={productPath(product)} onClick={closeQuickBuy} data-testid="quick-buy-see">
        {messages.seeProduct}
      </a>
    )
  }
  const unavailable = basketUnavailability(product, discount === undefined ? undefined : { discount })
  if (unavailable) {
    return (
      <p className="basket-unavailable quick-buy__action" role="status" data-testid="basket-unavailable" data-reason={unavailable}>
        {unavailable === 'soldOut' ? messages.soldOut : messages.dailyShopOnly}
      </p>
    )
  }
  return (
    <div className="quick-buy__action">
      <BuyButton
        price={discountedPrice(product.price, discount)}
        onBuy={() => buyFromQuickBuy(product.id, discount)}
        disabled={false}
        testId="quick-buy-button"
      />
    </div>
  )
}
