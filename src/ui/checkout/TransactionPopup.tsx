import { useStore } from '@nanostores/react'

import { checkoutMessages as messages } from '../../core/messages/checkout.ts'
import { inGameMessages } from '../../core/messages/in-game.ts'
import { $transaction, closeTransactionPopup } from '../../stores/embedded-checkout.ts'
import { Dialog } from '../overlay/Dialog.tsx'
import { TransactionLines } from './TransactionLines.tsx'

/** docs/cash-checkout.md#after-payment: the payment went through; the webhook credits it shortly. */
export function TransactionPopup() {
  const summary = useStore($transaction)
  if (!summary) return null
  return (
    <Dialog
      name="transactionPopup"
      onClose={closeTransactionPopup}
      labelledBy="transaction-title"
      className="transaction-popup"
      backdropClassName="modal-backdrop"
      testId="transaction-popup"
    >
      <h2 id="transaction-title" className="transaction-popup__title">
        {messages.transactionTitle}
      </h2>
      <TransactionLines summary={summary} />
      <p className="muted" role="status" data-testid="transaction-status">
        {summary.credited ? messages.recapDone : messages.transactionPending}
      </p>
      <p className="muted" data-testid="transaction-in-game">
        {inGameMessages.goodsInGame}
      </p>
      <footer className="checkout-popup__footer">
        <button type="button" className="button" onClick={closeTransactionPopup} data-testid="transaction-close">
          {messages.close}
        </button>
      </footer>
    </Dialog>
  )
}
