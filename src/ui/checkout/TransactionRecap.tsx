import { useStore } from '@nanostores/react'

import { checkoutMessages as messages } from '../../core/messages/checkout.ts'
import { $transaction, closeTransactionRecap } from '../../stores/embedded-checkout.ts'
import { TransactionLines } from './TransactionLines.tsx'
import { DialogHeader } from '../overlay/DialogHeader.tsx'

/** docs/cash-checkout.md#after-payment: a corner card (not counted as an overlay) until the purchase shows as credited. */
export function TransactionRecap() {
  const summary = useStore($transaction)
  if (!summary) return null
  return (
    <aside
      className="transaction-recap"
      aria-labelledby="transaction-recap-title"
      data-testid="transaction-recap"
      data-credited={summary.credited}
    >
      <DialogHeader
        className="transaction-recap__header"
        titleId="transaction-recap-title"
        title={messages.recapTitle}
        closeLabel={messages.closeRecap}
        onClose={closeTransactionRecap}
        closeTestId="transaction-recap-close"
      />
      <TransactionLines summary={summary} />
      <p className={`transaction-recap__status ${summary.credited ? 'is-done' : ''}`} role="status" data-testid="transaction-recap-status">
        {summary.credited ? messages.recapDone : messages.recapPending}
      </p>
    </aside>
  )
}
