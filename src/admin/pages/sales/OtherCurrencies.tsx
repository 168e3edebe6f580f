import type { CashAmount } from '../../../core/contract/cash-amount.ts'
import { formatCashAmount, minorDigits } from '../../../core/domain/cash-amount.ts'
import { salesPageMessages as messages } from '../../../core/messages/back-office-sales.ts'
import { ChartHeading } from './ChartHeading.tsx'

/** The payments in any currency but the euro, per currency, never added to the euros (docs/back-office.md#sales). */
export function OtherCurrencies({ amounts }: { amounts: CashAmount[] }) {
  const rows = amounts.map((amount): [string, number] => [amount.currency, amount.cents / 10 ** minorDigits(amount.currency)])
  return (
    <figure className="admin-card admin-chart" data-testid="other-currencies">
      <ChartHeading title={messages.otherCurrencies} file="autres-devises" header={[messages.currency, messages.amount]} rows={rows} />
      {amounts.length === 0 && <p className="muted">{messages.noOtherCurrency}</p>}
      <ul className="admin-list">
        {amounts.map((amount) => (
          <li key={amount.currency}>{formatCashAmount(amount)}</li>
        ))}
      </ul>
    </figure>
  )
}
