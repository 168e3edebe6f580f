import { useStore } from '@nanostores/react'

import { eurosToCents, packageDisplayName } from '../../core/domain/cash-basket.ts'
import { formatCash } from '../../core/domain/money.ts'
import { checkoutMessages as messages } from '../../core/messages/checkout.ts'
import { $currency } from '../../stores/currency.ts'
import type { TransactionSummary } from '../../stores/embedded-checkout.ts'

/** What a payment bought, and its total in the chosen currency. */
export function TransactionLines({ summary }: { summary: TransactionSummary }) {
  const currency = useStore($currency)
  return (
    <>
      <ul className="transaction-lines">
        {summary.lines.map((line) => (
          <li key={line.id} className="transaction-line" data-testid="transaction-line">
            <span className="transaction-line__name">{packageDisplayName(line.name, messages.unionsName)}</span>
            {line.giftTarget && <span className="transaction-line__gift">{messages.transactionGift(line.giftTarget.nickname)}</span>}
          </li>
        ))}
      </ul>
      <p className="transaction-total">
        {messages.total} :{' '}
        <strong data-testid="transaction-total">{formatCash(eurosToCents(summary.total), currency.code, currency.rate)}</strong>
      </p>
    </>
  )
}
