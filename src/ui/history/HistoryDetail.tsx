import type { ReactNode } from 'react'

import { formatUnions } from '../../core/domain/money.ts'
import { formatCashAmount } from '../../core/domain/cash-amount.ts'
import { formatHistoryDate, type HistoryRow, type StoreRowDetails } from '../../core/domain/history.ts'
import { deliveryTexts } from '../../core/domain/history-delivery.ts'
import { historyMessages as messages } from '../../core/messages/history.ts'
import { showHistoryDetail } from '../../stores/history.ts'

/** One transaction in full, with the back action to the list. */
export function HistoryDetail({ row }: { row: HistoryRow }) {
  const details = row.details
  return (
    <div className="history-detail" data-testid="history-detail">
      <dl className="history-detail__fields">
        <Field label={messages.detail.date} testId="history-detail-date">
          {formatHistoryDate(row.date)}
        </Field>
        <Field label={messages.detail.package} testId="history-detail-package">
          {row.packageData.name}
        </Field>
        <Field label={messages.detail.packageId} testId="history-detail-package-id">
          {row.packageData.id}
        </Field>
        <Field label={messages.detail.transactionId} testId="history-detail-id">
          {row.id}
        </Field>
        <Field label={messages.detail.quantity} testId="history-detail-quantity">
          {row.quantity}
        </Field>
        {details.source === 'shop' ? (
          <>
            <Field label={messages.detail.price} testId="history-detail-price">
              {messages.unions(formatUnions(details.price))}
            </Field>
            <Field label={messages.detail.discount} testId="history-detail-discount">
              {messages.discountValue(details.discount)}
            </Field>
            <Field label={messages.detail.character} testId="history-detail-character">
              {details.characterName ?? messages.noCharacter}
            </Field>
          </>
        ) : (
          <>
            <Field label={messages.detail.amount} testId="history-detail-amount">
              {details.amount === null ? messages.noCharacter : formatCashAmount(details.amount)}
            </Field>
            <Field label={messages.detail.status} testId="history-detail-status">
              {messages.statuses[details.status]}
            </Field>
            <GiftField details={details} />
          </>
        )}
        <Field label={messages.detail.source} testId="history-detail-source">
          {messages.sources[details.source]}
        </Field>
        {row.deliveries.length > 0 && (
          <Field label={messages.deliveryLabel} testId="history-detail-delivery">
            {deliveryTexts(row.deliveries).map((text, index) => (
              <span className="history-detail__delivery" key={index}>
                {text}
              </span>
            ))}
          </Field>
        )}
      </dl>
      <button
        type="button"
        className="button button--ghost history-detail__back"
        onClick={() => showHistoryDetail(undefined)}
        data-testid="history-back"
      >
        ← {messages.back}
      </button>
    </div>
  )
}

/** Each side of a gift sees the other: 'Offert à' the receiver, 'Offert par' the payer; else 'Cadeau : Non'. */
function GiftField({ details }: { details: StoreRowDetails }) {
  if (details.giftTo)
    return (
      <Field label={messages.detail.giftTo} testId="history-detail-gift">
        {details.giftTo}
      </Field>
    )
  if (details.giftFrom)
    return (
      <Field label={messages.detail.giftFrom} testId="history-detail-gift">
        {details.giftFrom}
      </Field>
    )
  return (
    <Field label={messages.detail.gift} testId="history-detail-gift">
      {messages.notGift}
    </Field>
  )
}

function Field({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="history-detail__field">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  )
}
