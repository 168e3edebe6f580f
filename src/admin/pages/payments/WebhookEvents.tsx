import type { WebhookEvent } from '../../../core/contract/back-office-players.ts'
import { paymentResolutionForm } from '../../../core/messages/payment-resolution.ts'
import { formatDate } from '../support-format.ts'
import { ResolvePackage, type CashProductChoice } from './ResolvePackage.tsx'
import { packageLines, recipientLines } from './unknown-lines.ts'

const OUTCOME_LABELS: Record<string, string> = {
  processed: 'Traité',
  validation: 'Validation',
  ignored: 'Ignoré',
  unknown_package: 'Paquet inconnu',
  unknown_recipient: 'Destinataire inconnu',
  unknown_payment: 'En attente de son paiement',
  unknown_subscription: 'En attente de son abonnement'
}

/** Given on the payments page to an admin: unknown packages can be settled from their event. */
export interface PackageResolver {
  products: CashProductChoice[]
  /** With the server's confirmation: the settled line's form goes away, the page shows it instead. */
  onDone: (done: string) => void
}

/** Webhook events as received (the signature is checked, never stored), with what each did line by line. */
export function WebhookEvents({ events, resolver }: { events: WebhookEvent[]; resolver?: PackageResolver | undefined }) {
  if (events.length === 0) return <p className="muted">Aucun.</p>
  return (
    <ol className="admin-audit" data-testid="webhook-events">
      {events.map((event) => (
        <li key={event.id} className="admin-card">
          <p>
            <strong>{event.type}</strong> · {OUTCOME_LABELS[event.outcome] ?? event.outcome} · {formatDate(event.receivedAt)}
          </p>
          {event.appliedAt && (
            <p className="muted" data-testid="event-applied">
              {paymentResolutionForm.applied(formatDate(event.appliedAt))}
            </p>
          )}
          {event.resolved && (
            <p className="admin-success" data-testid="event-resolved">
              {paymentResolutionForm.resolved(event.resolved.by, formatDate(event.resolved.at), event.resolved.reason)}
            </p>
          )}
          {recipientLines(event).map(({ txnId, by }) => (
            <p key={txnId} className="muted">
              {by ? paymentResolutionForm.recipientAssigned(by) : paymentResolutionForm.recipientLine}{' '}
              <span className="admin-code">{txnId}</span>
            </p>
          ))}
          <EventLines event={event} resolver={resolver} />
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

/** Each unknown package of the event: settled (by whom), or the form that settles it. */
function EventLines({ event, resolver }: { event: WebhookEvent; resolver: PackageResolver | undefined }) {
  return packageLines(event).map((line) =>
    line.outcome === 'granted_by_staff' ? (
      <p key={line.index} className="muted">
        {paymentResolutionForm.lineResolved(line.packageId, line.by ?? '—')}
      </p>
    ) : (
      resolver && <ResolvePackage key={line.index} event={event} line={line} products={resolver.products} onDone={resolver.onDone} />
    )
  )
}
