import type { DeliveryState } from '../../../core/contract/back-office-deliveries.ts'
import { staffDeliveryStates as texts } from '../../../core/messages/delivery-states.ts'
import { formatDate } from '../support-format.ts'

/** The state cell of a delivery: its label, then what staff need to act on it (docs/in-game.md#delivery-states). */
export function deliveryStateText(delivery: DeliveryState): string {
  const details = stateDetails(delivery)
  return [texts.labels[delivery.state], ...details].join(' · ')
}

function stateDetails(delivery: DeliveryState): string[] {
  switch (delivery.state) {
    case 'waiting_player':
      return [texts.since(formatDate(delivery.createdAt)), ...progress(delivery)]
    case 'delivered':
      return [texts.on(formatDate(delivery.deliveredAt))]
    case 'cancelled':
      return progress(delivery)
    default:
      return [...progress(delivery), ...failures(delivery)]
  }
}

function progress(delivery: DeliveryState): string[] {
  return delivery.granted > 0 ? [texts.progress(delivery.granted, delivery.grantsTotal)] : []
}

function failures(delivery: DeliveryState): string[] {
  if (delivery.failures === 0) return []
  const retry = delivery.retryAt !== null && delivery.state !== 'review' ? [texts.retry(formatDate(delivery.retryAt))] : []
  return [texts.failures(delivery.failures), ...(delivery.lastError ? [texts.lastError(delivery.lastError)] : []), ...retry]
}
