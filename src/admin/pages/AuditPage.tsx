import { useEffect, useState, type FormEvent } from 'react'

import { staffActionPageSchema, type StaffAction } from '../../core/contract/back-office.ts'
import { STAFF_ACTION_LABELS } from '../../core/messages/back-office.ts'
import type { PageProps } from '../page-props.ts'
import { adminMessages } from '../../core/messages/back-office-ui.ts'
import { staffMessage } from '../api/admin-failures.ts'
import { adminRequest } from '../api/admin-request.ts'
import { effectAnswers } from '../api/effect-answers.ts'
import { formText } from '../form-text.ts'
import { auditPageMessages as messages } from '../../core/messages/back-office-admin-ui.ts'

interface Filter {
  actor: string
  action: string
  target: string
  /** 'money': only what moves Unions or a payment (MONEY_ACTIONS). */
  only: string
  page: number
}

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' })

/** staff_actions, newest first: who did what to what, from where, with before and after. */
export function AuditPage(_: PageProps) {
  const [filter, setFilter] = useState<Filter>({ actor: '', action: '', target: '', only: '', page: 1 })
  const [result, setResult] = useState<{ actions: StaffAction[]; total: number; pageSize: number }>()
  const [error, setError] = useState<string>()

  useEffect(() => {
    const query = { actor: filter.actor, action: filter.action, target: filter.target, only: filter.only, page: String(filter.page) }
    const answers = effectAnswers()
    adminRequest('/actions', staffActionPageSchema, { query }).then(
      answers.take(setResult),
      answers.take((failure: unknown) => setError(staffMessage(failure)))
    )
    return answers.end
  }, [filter])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setFilter({
      actor: formText(form, 'actor'),
      action: formText(form, 'action'),
      target: formText(form, 'target'),
      only: formText(form, 'only'),
      page: 1
    })
  }

  const pages = result ? Math.ceil(result.total / result.pageSize) : 1
  return (
    <section className="admin-page">
      <h1 className="page-title">{messages.title}</h1>
      <form className="admin-card admin-inline-form" onSubmit={submit} role="search">
        <label className="admin-field">
          <span>{messages.who}</span>
          <input name="actor" maxLength={40} />
        </label>
        <label className="admin-field">
          <span>{messages.action}</span>
          <select name="action" defaultValue="">
            <option value="">{messages.anyAction}</option>
            {Object.entries(STAFF_ACTION_LABELS).map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>{messages.domain}</span>
          <select name="only" defaultValue="" data-testid="audit-only">
            <option value="">{messages.anyDomain}</option>
            <option value="money">{messages.moneyDomain}</option>
          </select>
        </label>
        <label className="admin-field">
          <span>{messages.target}</span>
          <input name="target" maxLength={80} />
        </label>
        <button className="button" type="submit">
          {messages.filter}
        </button>
      </form>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <ol className="admin-audit" data-testid="audit-list">
        {result?.actions.map((entry) => (
          <li key={entry.id} className="admin-card" data-action={entry.action}>
            <p>
              <strong>{STAFF_ACTION_LABELS[entry.action] ?? entry.action}</strong> · {entry.target} · {entry.actor}
              {entry.address ? ` (${entry.address})` : ''} · <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>
            </p>
            <div className="admin-diff">
              <pre aria-label={messages.before}>{entry.before === null ? '—' : JSON.stringify(entry.before, null, 2)}</pre>
              <pre aria-label={messages.after}>{entry.after === null ? '—' : JSON.stringify(entry.after, null, 2)}</pre>
            </div>
          </li>
        ))}
      </ol>
      {result && result.actions.length === 0 && <p className="muted">{adminMessages.empty}</p>}
      <nav className="admin-pager" aria-label={messages.pages}>
        <button
          className="button button--ghost"
          type="button"
          disabled={filter.page <= 1}
          onClick={() => setFilter({ ...filter, page: filter.page - 1 })}
        >
          {adminMessages.previous}
        </button>
        <span>{adminMessages.pageOf(filter.page, pages)}</span>
        <button
          className="button button--ghost"
          type="button"
          disabled={filter.page >= pages}
          onClick={() => setFilter({ ...filter, page: filter.page + 1 })}
        >
          {adminMessages.next}
        </button>
      </nav>
    </section>
  )
}
