import { useEffect, useState } from 'react'

import { paymentPageSchema, PAYMENT_STATES, type StorePayment } from '../../../core/contract/back-office-players.ts'
import type { PageProps } from '../../page-props.ts'
import { adminMessages } from '../../../core/messages/back-office-ui.ts'
import { staffMessage } from '../../api/admin-failures.ts'
import { adminRequest } from '../../api/admin-request.ts'
import { effectAnswers } from '../../api/effect-answers.ts'
import { productListSchema } from '../../../core/contract/back-office-catalogue.ts'
import { formatDate, formatUnions, PAYMENT_LABELS } from '../support-format.ts'
import { AssignPayment } from './AssignPayment.tsx'
import { PaymentTable } from './PaymentTable.tsx'
import { WebhookEvents } from './WebhookEvents.tsx'
import { usePendingWork } from './use-pending-work.ts'
import type { CashProductChoice } from './ResolvePackage.tsx'
import { ActionNotice } from '../../ui/ActionNotice.tsx'
import { AdminPager } from '../../ui/AdminPager.tsx'
import { paymentPageMessages as messages } from '../../../core/messages/back-office-payments-ui.ts'

/** Every store payment by state, the events left to resolve by hand, and the debts reversals left. */
export function PaymentsPage({ session }: PageProps) {
  const [status, setStatus] = useState('')
  const [page, setPage] = useState(1)
  const [version, setVersion] = useState(0)
  const [list, setList] = useState<{ payments: StorePayment[]; total: number; pageSize: number }>()
  const [cashProducts, setCashProducts] = useState<CashProductChoice[]>([])
  const [error, setError] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const fail = (failure: unknown) => setError(staffMessage(failure))
  const { unresolved, debts } = usePendingWork(version, fail)

  useEffect(() => {
    const answers = effectAnswers()
    adminRequest('/payments', paymentPageSchema, { query: { status, page: String(page) } }).then(answers.take(setList), answers.take(fail))
    return answers.end
  }, [status, page, version])
  useEffect(() => {
    if (session.role !== 'admin') return
    const query = { moneyType: 'cash', sort: 'label' }
    adminRequest('/products', productListSchema, { query }).then((answer) => setCashProducts(answer.products), fail)
  }, [session.role])
  const refresh = () => setVersion(version + 1)
  const settled = (done: string) => {
    setNotice(done)
    refresh()
  }
  const resolver = session.role === 'admin' ? { products: cashProducts, onDone: settled } : undefined

  const pages = list ? Math.ceil(list.total / list.pageSize) : 1
  return (
    <section className="admin-page admin-support">
      <h1 className="page-title">{messages.title}</h1>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <section className="admin-card">
        <h2>{messages.debts}</h2>
        {debts.length === 0 && <p className="muted">{messages.noDebt}</p>}
        <ul className="admin-list" data-testid="debts">
          {debts.map((debt) => (
            <li key={debt.accountId}>
              <a href={`/admin/joueurs/${debt.accountId}`}>{debt.username}</a> {messages.owes} {formatUnions(debt.debt)} {messages.reversed}{' '}
              {formatUnions(debt.reversed)} {messages.lastOn} {formatDate(debt.lastReversalAt)}
            </li>
          ))}
        </ul>
      </section>
      <section className="admin-card">
        <h2>{messages.unresolved}</h2>
        {notice && <ActionNotice text={notice} testId="resolve-done" />}
        <WebhookEvents events={unresolved} resolver={resolver} />
        {session.role === 'admin' && <AssignPayment onDone={refresh} />}
      </section>
      <section className="admin-card">
        <h2>{messages.all}</h2>
        <label className="admin-field">
          <span>{messages.state}</span>
          <select value={status} onChange={(event) => (setStatus(event.currentTarget.value), setPage(1))}>
            <option value="">{messages.anyState}</option>
            {PAYMENT_STATES.map((state) => (
              <option key={state} value={state}>
                {PAYMENT_LABELS[state]}
              </option>
            ))}
          </select>
        </label>
        {list && <PaymentTable payments={list.payments} testId="payments" />}
        {list && list.payments.length === 0 && <p className="muted">{adminMessages.empty}</p>}
        <AdminPager page={page} pages={pages} onPage={setPage} />
      </section>
    </section>
  )
}
