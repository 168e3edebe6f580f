import type { PlayerDetail, StorePayment } from '../../../core/contract/back-office-players.ts'
import { PaymentTable } from '../payments/PaymentTable.tsx'
import { WebhookEvents } from '../payments/WebhookEvents.tsx'
import { formatDate } from '../support-format.ts'
import { playerPageMessages as messages } from '../../../core/messages/back-office-players-ui.ts'

function Payments({ title, payments, testId }: { title: string; payments: StorePayment[]; testId?: string }) {
  return (
    <section className="admin-card">
      <h2>{title}</h2>
      {payments.length === 0 ? <p className="muted">{messages.payments.none}</p> : <PaymentTable payments={payments} testId={testId} />}
    </section>
  )
}

/** Store payments, their webhook events, gifts both ways, characters per server and open sessions. */
export function PlayerPayments({ detail }: { detail: PlayerDetail }) {
  return (
    <>
      <Payments title={messages.payments.store} payments={detail.payments} testId="player-payments" />
      <section className="admin-card">
        <h2>{messages.payments.events}</h2>
        <WebhookEvents events={detail.events} />
      </section>
      <Payments title={messages.payments.giftsSent} payments={detail.giftsSent} />
      <Payments title={messages.payments.giftsReceived} payments={detail.giftsReceived} />
      <section className="admin-card">
        <h2>{messages.payments.characters}</h2>
        <ul className="admin-list">
          {detail.characters.map((character) => (
            <li key={`${character.serverName}-${character.gameId}`}>
              {character.serverName} · {character.name} · {character.gameId}
              {character.active ? '' : messages.payments.inactive}
            </li>
          ))}
        </ul>
      </section>
      <section className="admin-card">
        <h2>{messages.payments.sessions}</h2>
        {detail.sessions.length === 0 && <p className="muted">{messages.payments.noSession}</p>}
        <ul className="admin-list">
          {detail.sessions.map((session, index) => (
            <li key={index}>
              {messages.payments.session(formatDate(session.createdAt), formatDate(session.expiresAt))}
              {session.remember ? messages.payments.remember : ''}
              {session.backOffice ? messages.payments.backOffice : ''}
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
