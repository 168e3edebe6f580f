import type { LineDelivery } from '../contract/transactions.ts'
import { historyMessages } from '../messages/history.ts'
import { formatHistoryDate } from './history.ts'

/** docs/history.md#delivery: a delivery of a history line, as the player reads it. */
export function deliveryText(delivery: LineDelivery): string {
  const texts = historyMessages.delivery
  switch (delivery.state) {
    case 'delivered':
      return texts.delivered(delivery.at === null ? '' : formatHistoryDate(delivery.at), delivery.character)
    case 'waiting':
      return texts.waiting(delivery.server, delivery.character)
    case 'in_progress':
      return texts.inProgress(delivery.server)
    case 'taken_back':
      return texts.takenBack
    case 'cancelled':
      return texts.cancelled
  }
}
