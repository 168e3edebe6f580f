import { useState } from 'react'

import type { DeliveryState } from '../../../core/contract/back-office-deliveries.ts'
import { staffDeliveryStates } from '../../../core/messages/delivery-states.ts'
import { formatDate } from '../support-format.ts'
import { deliveryStateText } from './delivery-state-text.ts'
import { ActionNotice } from '../../ui/ActionNotice.tsx'
import { StaffActionForm } from './StaffActionForm.tsx'

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
      <h2>Livraisons en jeu</h2>
      <div className="admin-table-wrap" hidden={deliveries.length === 0}>
        <table className="admin-table admin-table--stack" data-testid="deliveries">
          <thead>
            <tr>
              <th scope="col">Serveur</th>
              <th scope="col">Objet</th>
              <th scope="col">Personnage</th>
              <th scope="col">État</th>
              <th scope="col">Tentatives</th>
              <th scope="col">Créée</th>
              <th scope="col">Livrée</th>
              {canAct && <th scope="col">Action</th>}
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
                <td data-label="Serveur">{delivery.serverName}</td>
                <td data-label="Objet">
                  {delivery.kind === 'revoke' ? staffDeliveryStates.revoke : ''}
                  {delivery.label} ×{delivery.quantity}
                </td>
                <td data-label="Personnage">{delivery.character ?? staffDeliveryStates.account}</td>
                <td data-label="État">{deliveryStateText(delivery)}</td>
                <td data-label="Tentatives">{delivery.attempts}</td>
                <td data-label="Créée">{formatDate(delivery.createdAt)}</td>
                <td data-label="Livrée">{formatDate(delivery.deliveredAt)}</td>
                {canAct && (
                  <td data-label="Action">
                    {delivery.canRequeue && (
                      <button className="button button--ghost" type="button" onClick={() => act({ id: delivery.id, what: 'requeue' })}>
                        Remettre en file
                      </button>
                    )}
                    {delivery.canCancel && (
                      <button className="button button--ghost" type="button" onClick={() => act({ id: delivery.id, what: 'cancel' })}>
                        Annuler
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {deliveries.length === 0 && <p className="muted">Aucune livraison.</p>}
      {notice && <ActionNotice text={notice} testId="delivery-done" />}
      {acting && (
        <StaffActionForm
          key={`${acting.what}-${acting.id}`}
          title={acting.what === 'requeue' ? `Remettre en file la livraison n° ${acting.id}` : `Annuler la livraison n° ${acting.id}`}
          path={`/deliveries/${acting.id}/${acting.what}`}
          submit={acting.what === 'requeue' ? 'Remettre en file' : 'Annuler la livraison'}
          testId="delivery-form"
          onDone={done}
        />
      )}
    </section>
  )
}
