import { subscriptionMessages } from '../../core/messages/subscriptions.ts'
import { NONE, type FeatureValue } from './feature-table.ts'

/** A value of the comparison: text as it is, yes/no as a check or a cross that screen readers hear as Oui/Non. */
export function FeatureValueView({ value }: { value: FeatureValue }) {
  if (value === NONE) return <span className="feature-none">{NONE}</span>
  if (typeof value === 'string') return <span className="feature-text">{value}</span>
  return (
    <span className={`feature-mark feature-mark--${value ? 'yes' : 'no'}`} data-value={String(value)}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {value ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M7 7l10 10M17 7L7 17" />}
      </svg>
      <span className="visually-hidden">{value ? subscriptionMessages.yes : subscriptionMessages.no}</span>
    </span>
  )
}
