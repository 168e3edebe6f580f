import { useStore } from '@nanostores/react'

import { formatUnions } from '../../core/domain/money.ts'
import { basketMessages as messages } from '../../core/messages/basket.ts'
import { shopMessages } from '../../core/messages/shop.ts'
import { $purchaseSuccess, closePurchaseSuccess } from '../../flows/purchase-success.ts'
import { Dialog } from '../overlay/Dialog.tsx'

/**
 * docs/unions-purchase.md#after-success: after a 0.5 s loader, 'Achat réussi !', each line bought (quantity, discount, price) and the
 * total.
 */
export function PurchaseSuccessDialog() {
  const success = useStore($purchaseSuccess)
  return (
    <Dialog
      name="purchaseSuccess"
      onClose={closePurchaseSuccess}
      labelledBy="purchase-success-title"
      className="purchase-dialog purchase-success"
      backdropClassName="modal-backdrop"
      testId="purchase-success-dialog"
    >
      {!success?.ready ? (
        <div className="purchase-success__loader" aria-busy="true" data-testid="success-loader">
          <div className="spinner" aria-hidden="true" />
          <p id="purchase-success-title" className="visually-hidden">
            {messages.successLoading}
          </p>
        </div>
      ) : (
        <>
          <h2 id="purchase-success-title" className="purchase-success__title" data-testid="success-title">
            {messages.successTitle}
          </h2>
          <p className="purchase-success__message" role="status" data-testid="success-message">
            {success.message}
          </p>
          <ul className="purchase-lines">
            {success.lines.map((line) => (
              <li key={line.itemId} className="success-line" data-testid="success-line" data-product-id={line.itemId}>
                <span className="success-line__label">{messages.successLine(line.quantity, line.label)}</span>
                {line.discount > 0 && (
                  <span className="success-line__discount" data-testid="success-line-discount">
                    {messages.discountBadge(line.discount)}
                  </span>
                )}
                <span className="success-line__price">
                  {formatUnions(line.total)} <span className="price__unit">{shopMessages.unions}</span>
                </span>
              </li>
            ))}
          </ul>
          <dl className="purchase-summary">
            <dt>{messages.total}</dt>
            <dd data-testid="success-total">
              {formatUnions(success.total)} <span className="price__unit">{shopMessages.unions}</span>
            </dd>
          </dl>
          {success.unionsCredited > 0 && (
            <p className="purchase-success__credit" data-testid="success-credit">
              {messages.unionsCredited(formatUnions(success.unionsCredited))}
            </p>
          )}
          <footer className="purchase-dialog__footer">
            <button type="button" className="button" onClick={closePurchaseSuccess} data-testid="success-close">
              {messages.close}
            </button>
          </footer>
        </>
      )}
    </Dialog>
  )
}
