import type { WebhookEvent } from '../../../core/contract/back-office-players.ts'
import { paymentResolutionForm } from '../../../core/messages/payment-resolution.ts'
import { formatDate } from '../support-format.ts'
import { ResolvePackage, type CashProductChoice } from './ResolvePackage.tsx'
import { packageLines, recipientLines } from './unknown-lines.ts'
import { paymentPageMessages as messages } from '../../../core/messages/back-office-payments-ui.ts'

const OUTCOME_LABELS = messages.outcomes

/** Given on the payments page to an admin: unknown packages can be settled from their event. */
export interface PackageResolver {
  products: CashProductChoice[]
  /** With the server's confirmation: the settled line's form goes away, the page shows it instead. */
  onDone: (done: string) => void
}

/** Webhook events as received (the signature is checked, never stored), with what each did line by line. */
export function WebhookEvents({ events, resolver }: { events: WebhookEvent[]; resolver?: PackageResolver | undefined }) {
  if (events.length === 0) return <p className="muted">{messages.events.none}</p>
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
            <summary>{messages.events.details}</summary>
            <div className="admin-diff">
              <pre aria-label={messages.events.effect}>{JSON.stringify(event.detail, null, 2)}</pre>
              <pre aria-label={messages.events.event}>{JSON.stringify(event.body, null, 2)}</pre>
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
