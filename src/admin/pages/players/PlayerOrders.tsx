import type { OrderView } from '../../../core/contract/back-office-players.ts'
import { formatDate, formatUnions } from '../support-format.ts'

/** The player's Unions orders with their lines (the 50 latest). */
export function PlayerOrders({ orders }: { orders: OrderView[] }) {
  return (
    <section className="admin-card">
      <h2>Commandes en Unions</h2>
      {orders.length === 0 && <p className="muted">Aucune commande.</p>}
      <ul className="admin-list" data-testid="orders">
        {orders.map((order) => (
          <li key={order.id}>
            <strong>
              N° {order.id} · {formatDate(order.at)} · {order.character} ({order.serverName}) · {formatUnions(order.total)}
            </strong>
            <ul>
              {order.lines.map((line, index) => (
                <li key={index}>
                  {line.label} ×{line.quantity} · {formatUnions(line.total)}
                  {line.fromDailyShop ? ' · boutique du jour' : ''}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}
