import type { OrderView } from '../../../core/contract/back-office-players.ts'
import { formatDate, formatUnions } from '../support-format.ts'
import { playerPageMessages as messages } from '../../../core/messages/back-office-players-ui.ts'

/** The player's Unions orders with their lines (the 50 latest). */
export function PlayerOrders({ orders }: { orders: OrderView[] }) {
  return (
    <section className="admin-card">
      <h2>{messages.orders.title}</h2>
      {orders.length === 0 && <p className="muted">{messages.orders.none}</p>}
      <ul className="admin-list" data-testid="orders">
        {orders.map((order) => (
          <li key={order.id}>
            <strong>
              {messages.orders.number} {order.id} · {formatDate(order.at)} · {order.character} ({order.serverName}) ·{' '}
              {formatUnions(order.total)}
            </strong>
            <ul>
              {order.lines.map((line, index) => (
                <li key={index}>
                  {line.label} ×{line.quantity} · {formatUnions(line.total)}
                  {line.fromDailyShop ? messages.orders.fromDailyShop : ''}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}
