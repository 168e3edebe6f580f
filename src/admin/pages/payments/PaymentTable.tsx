import type { StorePayment } from '../../../core/contract/back-office-players.ts'
import { formatDate, PAYMENT_LABELS } from '../support-format.ts'

/** Store payment lines: when, who, what, how much, and their state (with the review flag of a reversal). */
export function PaymentTable({ payments, testId }: { payments: StorePayment[]; testId?: string | undefined }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--stack" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Paiement</th>
            <th scope="col">Acheteur</th>
            <th scope="col">Destinataire</th>
            <th scope="col">Produit</th>
            <th scope="col">Montant</th>
            <th scope="col">État</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.txnId}>
              <td data-label="Date">{formatDate(payment.at)}</td>
              <td data-label="Paiement" className="admin-code">
                {payment.paymentId ?? payment.txnId}
              </td>
              <td data-label="Acheteur">{payment.username ?? '—'}</td>
              <td data-label="Destinataire">{payment.recipient ?? '—'}</td>
              <td data-label="Produit">
                {payment.packageName} ×{payment.quantity}
              </td>
              <td data-label="Montant">{payment.amount ?? '—'}</td>
              <td data-label="État">
                {PAYMENT_LABELS[payment.status] ?? payment.status}
                {payment.reviewReason && <span className="admin-badge admin-badge--off">À vérifier : déjà livré en jeu</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
