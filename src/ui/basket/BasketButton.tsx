import { useStore } from '@nanostores/react'

import { layoutMessages as messages } from '../../core/messages/layout.ts'
import { $basketCount } from '../../stores/basket-lines.ts'
import '../../stores/basket-rules.ts'

/** The header's basket (logged-in players): the number of lines, none when empty; it opens the purchase confirmation. */
export function BasketButton() {
  const count = useStore($basketCount)
  return (
    <button
      type="button"
      className="basket-button"
      onClick={() => void import('../../flows/purchase-dialog.ts').then((purchase) => purchase.openPurchaseDialog())}
      aria-label={messages.basketButton(count)}
      title={messages.basketButton(count)}
      data-testid="basket-button"
    >
      <span className="basket-button__icon" aria-hidden="true" />
      {count > 0 && (
        <span className="basket-button__count" data-testid="basket-count">
          {count}
        </span>
      )}
    </button>
  )
}
