import type { PlayerDetail, StorePayment } from '../../../core/contract/back-office-players.ts'
import { PaymentTable } from '../payments/PaymentTable.tsx'
import { WebhookEvents } from '../payments/WebhookEvents.tsx'
import { formatDate } from '../support-format.ts'

function Payments({ title, payments, testId }: { title: string; payments: StorePayment[]; testId?: string }) {
  return (
    <section className="admin-card">
      <h2>{title}</h2>
      {payments.length === 0 ? <p className="muted">Aucun.</p> : <PaymentTable payments={payments} testId={testId} />}
    </section>
  )
}

/** Store payments, their webhook events, gifts both ways, characters per server and open sessions. */
export function PlayerPayments({ detail }: { detail: PlayerDetail }) {
  return (
    <>
      <Payments title="Paiements boutique (Tebex)" payments={detail.payments} testId="player-payments" />
      <section className="admin-card">
        <h2>Évènements reçus du prestataire</h2>
        <WebhookEvents events={detail.events} />
      </section>
      <Payments title="Cadeaux offerts" payments={detail.giftsSent} />
      <Payments title="Cadeaux reçus" payments={detail.giftsReceived} />
      <section className="admin-card">
        <h2>Personnages</h2>
        <ul className="admin-list">
          {detail.characters.map((character) => (
            <li key={`${character.serverName}-${character.gameId}`}>
              {character.serverName} · {character.name} · {character.gameId}
              {character.active ? '' : ' · inactif'}
            </li>
          ))}
        </ul>
      </section>
      <section className="admin-card">
        <h2>Sessions ouvertes</h2>
        {detail.sessions.length === 0 && <p className="muted">Aucune.</p>}
        <ul className="admin-list">
          {detail.sessions.map((session, index) => (
            <li key={index}>
              Ouverte le {formatDate(session.createdAt)}, expire le {formatDate(session.expiresAt)}
              {session.remember ? ' · se souvenir de moi' : ''}
              {session.backOffice ? ' · back-office' : ''}
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
