import type { StorePayment } from '../../../core/contract/back-office-players.ts'
import { formatCashAmount } from '../../../core/domain/cash-amount.ts'
import { formatDate, PAYMENT_LABELS } from '../support-format.ts'
import { paymentPageMessages as messages } from '../../../core/messages/back-office-payments-ui.ts'

/** Store payment lines: when, who, what, how much, and their state (with the review flag of a reversal). */
export function PaymentTable({ payments, testId }: { payments: StorePayment[]; testId?: string | undefined }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--stack" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{messages.table.date}</th>
            <th scope="col">{messages.table.payment}</th>
            <th scope="col">{messages.table.buyer}</th>
            <th scope="col">{messages.table.recipient}</th>
            <th scope="col">{messages.table.product}</th>
            <th scope="col">{messages.table.amount}</th>
            <th scope="col">{messages.table.state}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.txnId}>
              <td data-label={messages.table.date}>{formatDate(payment.at)}</td>
              <td data-label={messages.table.payment} className="admin-code">
                {payment.paymentId ?? payment.txnId}
              </td>
              <td data-label={messages.table.buyer}>{payment.username ?? '—'}</td>
              <td data-label={messages.table.recipient}>{payment.recipient ?? '—'}</td>
              <td data-label={messages.table.product}>
                {payment.packageName} ×{payment.quantity}
              </td>
              <td data-label={messages.table.amount}>{payment.amount ? formatCashAmount(payment.amount) : '—'}</td>
              <td data-label={messages.table.state}>
                {PAYMENT_LABELS[payment.status] ?? payment.status}
                {payment.reviewReason && <span className="admin-badge admin-badge--off">{messages.table.alreadyDelivered}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
