import { useState } from 'react'

import type { DeliveryState } from '../../../core/contract/back-office-deliveries.ts'
import { staffDeliveryStates } from '../../../core/messages/delivery-states.ts'
import { formatDate } from '../support-format.ts'
import { deliveryStateText } from './delivery-state-text.ts'
import { ActionNotice } from '../../ui/ActionNotice.tsx'
import { StaffActionForm } from './StaffActionForm.tsx'
import { playerPageMessages as messages } from '../../../core/messages/back-office-players-ui.ts'

/** Deliveries per server with their state; a failed one can be re-queued, one that must not happen cancelled. */
export function PlayerDeliveries({ deliveries, canAct, onDone }: { deliveries: DeliveryState[]; canAct: boolean; onDone: () => void }) {
  const [acting, setActing] = useState<{ id: number; what: 'requeue' | 'cancel' }>()
  // The form closes once done: its confirmation stays here until the next action.
  const [notice, setNotice] = useState<string>()
  const act = (next: { id: number; what: 'requeue' | 'cancel' }) => {
    setNotice(undefined)
    setActing(next)
  }
  const done = (text: string) => {
    setActing(undefined)
    setNotice(text)
    onDone()
  }
  return (
    <section className="admin-card">
      <h2>{messages.deliveries.title}</h2>
      <div className="admin-table-wrap" hidden={deliveries.length === 0}>
        <table className="admin-table admin-table--stack" data-testid="deliveries">
          <thead>
            <tr>
              <th scope="col">{messages.deliveries.server}</th>
              <th scope="col">{messages.deliveries.item}</th>
              <th scope="col">{messages.deliveries.character}</th>
              <th scope="col">{messages.deliveries.state}</th>
              <th scope="col">{messages.deliveries.attempts}</th>
              <th scope="col">{messages.deliveries.created}</th>
              <th scope="col">{messages.deliveries.delivered}</th>
              {canAct && <th scope="col">{messages.deliveries.action}</th>}
            </tr>
          </thead>
          <tbody>
            {deliveries.map((delivery) => (
              <tr
                key={delivery.id}
                data-delivery={delivery.id}
                data-state={delivery.state}
                className={delivery.state === 'review' ? 'admin-row--alert' : undefined}
              >
                <td data-label={messages.deliveries.server}>{delivery.serverName}</td>
                <td data-label={messages.deliveries.item}>
                  {delivery.kind === 'revoke' ? staffDeliveryStates.revoke : ''}
                  {delivery.label} ×{delivery.quantity}
                </td>
                <td data-label={messages.deliveries.character}>{delivery.character ?? staffDeliveryStates.account}</td>
                <td data-label={messages.deliveries.state}>{deliveryStateText(delivery)}</td>
                <td data-label={messages.deliveries.attempts}>{delivery.attempts}</td>
                <td data-label={messages.deliveries.created}>{formatDate(delivery.createdAt)}</td>
                <td data-label={messages.deliveries.delivered}>{formatDate(delivery.deliveredAt)}</td>
                {canAct && (
                  <td data-label={messages.deliveries.action}>
                    {delivery.canRequeue && (
                      <button className="button button--ghost" type="button" onClick={() => act({ id: delivery.id, what: 'requeue' })}>
                        {messages.deliveries.requeue}
                      </button>
                    )}
                    {delivery.canCancel && (
                      <button className="button button--ghost" type="button" onClick={() => act({ id: delivery.id, what: 'cancel' })}>
                        {messages.deliveries.cancel}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {deliveries.length === 0 && <p className="muted">{messages.deliveries.none}</p>}
      {notice && <ActionNotice text={notice} testId="delivery-done" />}
      {acting && (
        <StaffActionForm
          key={`${acting.what}-${acting.id}`}
          title={acting.what === 'requeue' ? messages.deliveries.requeueTitle(acting.id) : messages.deliveries.cancelTitle(acting.id)}
          path={`/deliveries/${acting.id}/${acting.what}`}
          submit={acting.what === 'requeue' ? messages.deliveries.requeue : messages.deliveries.cancelSubmit}
          testId="delivery-form"
          onDone={done}
        />
      )}
    </section>
  )
}
