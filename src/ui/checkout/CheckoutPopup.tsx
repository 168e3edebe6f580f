import { useEffect, useRef } from 'react'
import { useStore } from '@nanostores/react'

import { eurosToCents, packageDisplayName, type CashBasketLine } from '../../core/domain/cash-basket.ts'
import { formatCash } from '../../core/domain/money.ts'
import { checkoutMessages as messages } from '../../core/messages/checkout.ts'
import { shopMessages } from '../../core/messages/shop.ts'
import { $checkoutPopup, type CheckoutPopup as PopupFlow } from '../../flows/checkout-popup.ts'
import { $cashBasket, $cashPopupLoader } from '../../stores/cash-basket.ts'
import { $currency } from '../../stores/currency.ts'
import { $codesSettled } from '../../stores/promo-codes.ts'
import { Dialog } from '../overlay/Dialog.tsx'
import { ProductImage } from '../ProductImage.tsx'
import { CreatorCodeField, DiscountCodeField } from './CodeFields.tsx'
import { DialogHeader } from '../overlay/DialogHeader.tsx'

/**
 * The confirmation popup (docs/cash-checkout.md#confirmation-popup): the package, the two codes, the totals, 'Annuler' / 'Confirmer' and
 * their Non/Oui.
 */
export function CheckoutPopup() {
  const popup = useStore($checkoutPopup)
  return popup ? <PopupView popup={popup} /> : null
}

function PopupView({ popup }: { popup: PopupFlow }) {
  const basket = useStore($cashBasket)
  const loader = useStore($cashPopupLoader)
  const gone = useStore(popup.$packageGone)
  const next = useStore(popup.$nextPackage)
  const settled = useStore($codesSettled)
  const cash = useCash()
  const currency = useStore($currency)
  return (
    <Dialog
      name="checkoutPopup"
      onClose={popup.askCancel}
      labelledBy="checkout-title"
      className="checkout-popup"
      backdropClassName="modal-backdrop"
      testId="checkout-popup"
    >
      <DialogHeader
        titleId="checkout-title"
        title={messages.popupTitle}
        closeLabel={messages.cancel}
        onClose={popup.askCancel}
        closeTestId="checkout-close"
      />
      {next && (
        <p className="checkout-popup__pending" role="status" data-testid="checkout-pending-order">
          {messages.pendingOrder(next.label)}
        </p>
      )}
      <ul className="checkout-lines">
        {basket?.packages.map((line) => (
          <CheckoutLine key={line.id} line={line} price={cash(line.price * line.quantity)} />
        ))}
      </ul>
      {gone && (
        <p className="checkout-popup__gone" role="alert" data-testid="checkout-package-gone">
          {messages.packageGone}
        </p>
      )}
      <div className="checkout-codes">
        <CreatorCodeField />
        <DiscountCodeField />
      </div>
      <dl className="checkout-summary">
        <dt>{messages.subtotal}</dt>
        <dd data-testid="checkout-subtotal">{cash(basket?.basePrice ?? 0)}</dd>
        <dt className="checkout-summary__total">{messages.total}</dt>
        <dd className="checkout-summary__total" data-testid="checkout-total">
          {cash(basket?.totalPrice ?? 0)}
        </dd>
      </dl>
      {currency.code !== 'EUR' && (
        <p className="checkout-popup__hint" data-testid="checkout-currency-note">
          {shopMessages.chargedInEuros(formatCash(eurosToCents(basket?.totalPrice ?? 0), 'EUR', 1))}
        </p>
      )}
      {!settled && <p className="checkout-popup__hint">{messages.codesPending}</p>}
      <p className="checkout-popup__notice">{messages.providerNotice}</p>
      <footer className="checkout-popup__footer">
        <button type="button" className="button button--ghost" onClick={popup.askCancel} data-testid="checkout-cancel">
          {messages.cancel}
        </button>
        <button type="button" className="button" onClick={popup.askConfirm} disabled={!settled || gone} data-testid="checkout-confirm">
          {messages.confirm}
        </button>
      </footer>
      <CheckoutQuestion popup={popup} />
      {loader && (
        <div className="checkout-popup__loading" role="status" aria-busy="true" data-testid="checkout-loading">
          <div className="spinner" aria-hidden="true" />
          <p>{loader}</p>
        </div>
      )}
    </Dialog>
  )
}

/** Euros of the provider, in the chosen currency (docs/catalogue.md#prices-and-currencies). */
function useCash() {
  const currency = useStore($currency)
  return (euros: number) => formatCash(eurosToCents(euros), currency.code, currency.rate)
}

function CheckoutLine({ line, price }: { line: CashBasketLine; price: string }) {
  return (
    <li className="checkout-line" data-testid="checkout-line" data-package-id={line.id}>
      <ProductImage src={line.image ?? ''} alt="" className="checkout-line__image" />
      <div className="checkout-line__details">
        <span className="checkout-line__name" data-testid="checkout-line-name">
          {packageDisplayName(line.name, messages.unionsName)}
        </span>
        {line.giftTarget && (
          <span className="checkout-line__gift" data-testid="checkout-line-gift">
            {messages.giftTo(line.giftTarget.nickname)}
          </span>
        )}
      </div>
      <span className="checkout-line__price" data-testid="checkout-line-price">
        {price}
      </span>
    </li>
  )
}

/** The Non/Oui question over the popup; Non gets the focus, so Enter never confirms by accident. */
function CheckoutQuestion({ popup }: { popup: PopupFlow }) {
  const question = useStore(popup.$question)
  const no = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (question) no.current?.focus()
  }, [question])
  if (!question) return null
  return (
    <div
      className="checkout-question"
      role="alertdialog"
      aria-labelledby="checkout-question-text"
      data-testid="checkout-question"
      data-question={question}
    >
      <p id="checkout-question-text">{question === 'cancel' ? messages.cancelQuestion : messages.confirmQuestion}</p>
      <div className="checkout-question__actions">
        <button ref={no} type="button" className="button button--ghost" onClick={popup.answerNo} data-testid="checkout-no">
          {messages.no}
        </button>
        <button type="button" className="button" onClick={() => void popup.answerYes()} data-testid="checkout-yes">
          {messages.yes}
        </button>
      </div>
    </div>
  )
}
