import { useEffect, useState } from 'react'

import { ledgerPageSchema, type LedgerEntry } from '../../../core/contract/back-office-players.ts'
import { adminMessages } from '../../../core/messages/back-office-ui.ts'
import { staffMessage } from '../../api/admin-failures.ts'
import { adminRequest } from '../../api/admin-request.ts'
import { formatDate, formatUnions } from '../support-format.ts'
import { AdminPager } from '../../ui/AdminPager.tsx'

/** The player's ledger, newest first, a page at a time: every balance change with its reason and reference. */
export function PlayerLedger({ accountId, version }: { accountId: number; version: number }) {
  const [page, setPage] = useState(1)
  const [result, setResult] = useState<{ entries: LedgerEntry[]; total: number; pageSize: number }>()
  const [error, setError] = useState<string>()

  useEffect(() => {
    adminRequest(`/players/${accountId}/ledger`, ledgerPageSchema, { query: { page: String(page) } }).then(setResult, (failure: unknown) =>
      setError(staffMessage(failure))
    )
  }, [accountId, page, version])

  const pages = result ? Math.ceil(result.total / result.pageSize) : 1
  return (
    <section className="admin-card">
      <h2>Mouvements d’Unions</h2>
      {error && <p className="admin-error">{error}</p>}
      <div className="admin-table-wrap">
        <table className="admin-table admin-table--stack" data-testid="ledger">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Mouvement</th>
              <th scope="col">Solde après</th>
              <th scope="col">Raison</th>
              <th scope="col">Référence</th>
            </tr>
          </thead>
          <tbody>
            {result?.entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label="Date">{formatDate(entry.at)}</td>
                <td data-label="Mouvement">{entry.delta > 0 ? `+${formatUnions(entry.delta)}` : formatUnions(entry.delta)}</td>
                <td data-label="Solde après">{formatUnions(entry.balanceAfter)}</td>
                <td data-label="Raison">{entry.reason}</td>
                <td data-label="Référence" className="admin-code">
                  {entry.reference ?? '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {result && result.entries.length === 0 && <p className="muted">{adminMessages.empty}</p>}
      <AdminPager page={page} pages={pages} onPage={setPage} label="Pages du registre" />
    </section>
  )
}
