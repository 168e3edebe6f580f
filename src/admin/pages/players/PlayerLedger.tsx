import { useEffect, useState } from 'react'

import { ledgerPageSchema, type LedgerEntry } from '../../../core/contract/back-office-players.ts'
import { adminMessages } from '../../../core/messages/back-office-ui.ts'
import { staffMessage } from '../../api/admin-failures.ts'
import { adminRequest } from '../../api/admin-request.ts'
import { effectAnswers } from '../../api/effect-answers.ts'
import { formatDate, formatUnions } from '../support-format.ts'
import { AdminPager } from '../../ui/AdminPager.tsx'
import { playerPageMessages as messages } from '../../../core/messages/back-office-players-ui.ts'

/** The player's ledger, newest first, a page at a time: every balance change with its reason and reference. */
export function PlayerLedger({ accountId, version }: { accountId: number; version: number }) {
  const [page, setPage] = useState(1)
  const [result, setResult] = useState<{ entries: LedgerEntry[]; total: number; pageSize: number }>()
  const [error, setError] = useState<string>()

  useEffect(() => {
    const answers = effectAnswers()
    adminRequest(`/players/${accountId}/ledger`, ledgerPageSchema, { query: { page: String(page) } }).then(
      answers.take(setResult),
      answers.take((failure: unknown) => setError(staffMessage(failure)))
    )
    return answers.end
  }, [accountId, page, version])

  const pages = result ? Math.ceil(result.total / result.pageSize) : 1
  return (
    <section className="admin-card">
      <h2>{messages.ledger.title}</h2>
      {error && <p className="admin-error">{error}</p>}
      <div className="admin-table-wrap">
        <table className="admin-table admin-table--stack" data-testid="ledger">
          <thead>
            <tr>
              <th scope="col">{messages.ledger.date}</th>
              <th scope="col">{messages.ledger.delta}</th>
              <th scope="col">{messages.ledger.balanceAfter}</th>
              <th scope="col">{messages.ledger.reason}</th>
              <th scope="col">{messages.ledger.reference}</th>
            </tr>
          </thead>
          <tbody>
            {result?.entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label={messages.ledger.date}>{formatDate(entry.at)}</td>
                <td data-label={messages.ledger.delta}>{entry.delta > 0 ? `+${formatUnions(entry.delta)}` : formatUnions(entry.delta)}</td>
                <td data-label={messages.ledger.balanceAfter}>{formatUnions(entry.balanceAfter)}</td>
                <td data-label={messages.ledger.reason}>{entry.reason}</td>
                <td data-label={messages.ledger.reference} className="admin-code">
                  {entry.reference ?? '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {result && result.entries.length === 0 && <p className="muted">{adminMessages.empty}</p>}
      <AdminPager page={page} pages={pages} onPage={setPage} label={messages.ledger.pages} />
    </section>
  )
}
