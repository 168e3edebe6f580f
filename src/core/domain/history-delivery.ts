import type { LineDelivery } from '../contract/transactions.ts'
import { historyMessages } from '../messages/history.ts'
import { formatHistoryDate } from './history.ts'

/**
 * docs/history.md#delivery: the deliveries of a history line, as the player reads them, one text each. A line that goes
 * to several game servers (a Grade) names the server in every part, so that « Livré » is never read as the other's.
 */
export function deliveryTexts(deliveries: readonly LineDelivery[]): string[] {
  const severalServers = new Set(deliveries.map((delivery) => delivery.server)).size > 1
  return deliveries.map((delivery) => deliveryText(delivery, severalServers ? delivery.server : undefined))
}

function deliveryText(delivery: LineDelivery, server: string | undefined): string {
  const texts = historyMessages.delivery
  switch (delivery.state) {
    case 'delivered':
      return texts.delivered(delivery.at === null ? '' : formatHistoryDate(delivery.at), delivery.character, server)
    case 'waiting':
      return texts.waiting(delivery.server, delivery.character)
    case 'in_progress':
      return texts.inProgress(delivery.server)
    case 'taken_back':
      return texts.takenBack(server)
    case 'cancelled':
      return texts.cancelled(server)
  }
}
