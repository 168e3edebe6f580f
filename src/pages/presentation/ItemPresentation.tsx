import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'

import type { Product } from '../../core/contract/catalog.ts'
import { presentationCategoryLabel } from '../../core/domain/categories.ts'
import { presentationMessages as messages } from '../../core/messages/presentation.ts'
import { closeOverlay, openOverlay } from '../../stores/overlays.ts'
import { $productsById } from '../../stores/shop.ts'
import { BasketControl } from '../../ui/basket/BasketControl.tsx'
import { CashActions } from '../../ui/checkout/CashActions.tsx'
import { Dialog } from '../../ui/overlay/Dialog.tsx'
import { Price } from '../../ui/Price.tsx'
import { PresentationCarousel, PresentationGallery } from './PresentationGallery.tsx'

/** docs/catalogue.md#product-presentation. */
export const DETAIL_ERROR_TIMEOUT_MS = 3_000

interface ItemPresentationProps {
  itemId: number
  foreground: boolean
  onClose: () => void
  discount?: number
  /** The classic popup (routes /{category}/{itemId}) or the new one (opened in place, from home). */
  variant?: 'itemPresentation' | 'newPresentation'
}

/** The product presentation popup in docs/catalogue.md#product-presentation: wide on desktop, compact with a carousel on mobile. */
export function ItemPresentation({
  itemId: requestedId,
  foreground,
  onClose,
  discount = 0,
  variant = 'itemPresentation'
}: ItemPresentationProps) {
  // A bad address (/objets/abc) gives NaN, which preact's effect dependencies never see as unchanged: every
  // render would restart the 3 s timer. No product has id -1, so it ends on 'Une erreur est survenue'.
  const itemId = Number.isSafeInteger(requestedId) ? requestedId : -1
  const product = useStore($productsById).get(itemId)
  const [timedOut, setTimedOut] = useState(false)

  useEffect(() => {
    openOverlay(variant, { itemId, foreground })
    return () => closeOverlay(variant)
  }, [itemId, foreground, variant])

  useEffect(() => {
    setTimedOut(false)
    const timer = setTimeout(() => setTimedOut(true), DETAIL_ERROR_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [itemId])

  return (
    <Dialog
      name={variant}
      onClose={onClose}
      labelledBy="presentation-title"
      className={`presentation presentation--${variant === 'newPresentation' ? 'new' : 'classic'} ${foreground ? 'presentation--foreground' : ''} ${product ? `theme-${product.theme}` : ''}`}
      backdropClassName="modal-backdrop"
      testId={variant === 'newPresentation' ? 'new-presentation' : 'item-presentation'}
    >
      <button
        type="button"
        className="icon-button presentation__close"
        onClick={onClose}
        aria-label={messages.close}
        data-testid="presentation-close"
      >
        ✕
      </button>
      {product ? (
        <PresentationContent product={product} discount={discount} />
      ) : (
        <p id="presentation-title" className="presentation__status" role={timedOut ? 'alert' : 'status'} data-testid="presentation-status">
          {timedOut ? messages.loadError : messages.loading}
        </p>
      )}
    </Dialog>
  )
}

function PresentationContent({ product, discount }: { product: Product; discount: number }) {
  return (
    <div className="presentation__layout">
      <PresentationGallery images={product.images} label={product.label} />
      <PresentationCarousel images={product.images} label={product.label} />
      <div className="presentation__details">
        <p className="presentation__category" data-testid="presentation-category">
          {presentationCategoryLabel(product.category)}
        </p>
        <h2 id="presentation-title" className="presentation__name">
          {product.label}
        </h2>
        {product.characterLimit > 0 && (
          <span className="badge" data-testid="presentation-limit">
            {messages.perCharacter(product.characterLimit)}
          </span>
        )}
        {/* A daily-only product has no price outside its offer: the full price is never what is paid. */}
        {product.price > -1 && !(product.isDailyShopOnly && discount === 0) && <Price product={product} discount={discount} />}
        {product.stocks !== null && product.stocks > 1 && (
          <p className="presentation__stock" data-testid="presentation-stock">
            {messages.stockLabel} <strong>{messages.remaining(product.stocks)}</strong>
          </p>
        )}
        <div
          className="presentation__description"
          data-testid="presentation-description"
          // Sanitised by the shop service when the catalogue is imported (web/catalog/sanitize-description.ts).
          dangerouslySetInnerHTML={{ __html: product.description }}
        />
        {product.moneyType === 'tokens' ? (
          <BasketControl
            product={product}
            offer={discount > 0 ? { discount } : undefined}
            addTestId="presentation-add"
            className="presentation__add"
          />
        ) : (
          <div className="presentation__add presentation__cash-actions">
            <CashActions product={product} />
          </div>
        )}
      </div>
    </div>
  )
}
