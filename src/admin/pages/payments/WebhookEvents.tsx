import type { WebhookEvent } from '../../../core/contract/back-office-players.ts'
import { formatDate } from '../support-format.ts'

const OUTCOME_LABELS: Record<string, string> = {
  processed: 'Traité',
  validation: 'Validation',
  ignored: 'Ignoré',
  unknown_package: 'Paquet inconnu',
  unknown_recipient: 'Destinataire inconnu',
  unknown_payment: 'Paiement inconnu',
  unknown_subscription: 'Abonnement inconnu'
}

/** Webhook events as received (the signature is checked, never stored), with what each did line by line. */
export function WebhookEvents({ events }: { events: WebhookEvent[] }) {
  if (events.length === 0) return <p className="muted">Aucun.</p>
  return (
    <ol className="admin-audit" data-testid="webhook-events">
      {events.map((event) => (
        <li key={event.id} className="admin-card">
          <p>
            <strong>{event.type}</strong> · {OUTCOME_LABELS[event.outcome] ?? event.outcome} · {formatDate(event.receivedAt)}
          </p>
          <details>
            <summary>Ce qu’il a fait, et l’évènement reçu</summary>
            <div className="admin-diff">
              <pre aria-label="Effet">{JSON.stringify(event.detail, null, 2)}</pre>
              <pre aria-label="Évènement">{JSON.stringify(event.body, null, 2)}</pre>
            </div>
          </details>
        </li>
      ))}
    </ol>
  )
}
