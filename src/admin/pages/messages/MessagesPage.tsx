import { useEffect, useState } from 'react'

import { actionDoneSchema, messagePageSchema, type ContactMessageView } from '../../../core/contract/back-office-players.ts'
import type { PageProps } from '../../page-props.ts'
import { adminMessages } from '../../../core/messages/back-office-ui.ts'
import { staffMessage } from '../../api/admin-failures.ts'
import { adminRequest } from '../../api/admin-request.ts'
import { effectAnswers } from '../../api/effect-answers.ts'
import { inboxMessages as messages } from '../../../core/messages/back-office-inbox.ts'
import { ActionNotice } from '../../ui/ActionNotice.tsx'
import { formatDate } from '../support-format.ts'
import { AdminPager } from '../../ui/AdminPager.tsx'

function forwarding(message: ContactMessageView): string {
  if (message.status === 'sent') return messages.sent(formatDate(message.sentAt))
  if (message.status === 'failed') return messages.failed(message.attempts, message.lastError)
  return message.attempts > 0 ? messages.retrying(message.attempts, message.lastError) : messages.waiting
}

/** The contact inbox: open or handled messages, their forwarding state, a reply by e-mail. */
export function MessagesPage(_: PageProps) {
  const [handled, setHandled] = useState(false)
  const [page, setPage] = useState(1)
  const [version, setVersion] = useState(0)
  const [result, setResult] = useState<{ messages: ContactMessageView[]; total: number; pageSize: number }>()
  const [error, setError] = useState<string>()
  // The message leaves this list once marked: its confirmation stays here until the next one.
  const [notice, setNotice] = useState<string>()

  useEffect(() => {
    const answers = effectAnswers()
    adminRequest('/messages', messagePageSchema, { query: { handled: handled ? '1' : '0', page: String(page) } }).then(
      answers.take(setResult),
      answers.take((failure: unknown) => setError(staffMessage(failure)))
    )
    return answers.end
  }, [handled, page, version])

  async function mark(message: ContactMessageView) {
    try {
      const answer = await adminRequest(`/messages/${message.id}/handled`, actionDoneSchema, {
        method: 'POST',
        body: { handled: message.handledAt === null }
      })
      setNotice(answer.done)
      setVersion(version + 1)
    } catch (failure) {
      setError(staffMessage(failure))
    }
  }

  const pages = result ? Math.ceil(result.total / result.pageSize) : 1
  return (
    <section className="admin-page admin-support">
      <h1 className="page-title">{messages.title}</h1>
      <div className="admin-inline-form" role="tablist">
        <button
          className={handled ? 'button button--ghost' : 'button'}
          type="button"
          role="tab"
          aria-selected={!handled}
          onClick={() => (setHandled(false), setPage(1))}
        >
          {messages.open}
        </button>
        <button
          className={handled ? 'button' : 'button button--ghost'}
          type="button"
          role="tab"
          aria-selected={handled}
          onClick={() => (setHandled(true), setPage(1))}
        >
          {messages.handled}
        </button>
      </div>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {notice && <ActionNotice text={notice} testId="message-done" />}
      <ol className="admin-audit" data-testid="messages">
        {result?.messages.map((message) => (
          <li key={message.id} className="admin-card">
            <p>
              <strong>{message.subject}</strong> · {message.username} · {formatDate(message.at)}
            </p>
            <p className="admin-message-text">{message.text}</p>
            <p className={message.status === 'failed' ? 'admin-error' : 'muted'}>{forwarding(message)}</p>
            {message.handledAt && <p className="muted">{messages.handledBy(message.handledBy ?? '', formatDate(message.handledAt))}</p>}
            <p className="admin-inline-form">
              <a
                className="button button--ghost"
                href={`mailto:${message.email}?subject=${encodeURIComponent(messages.replySubject(message.subject))}`}
              >
                {messages.reply}
              </a>
              <button className="button" type="button" onClick={() => void mark(message)}>
                {message.handledAt ? messages.reopen : messages.markHandled}
              </button>
            </p>
          </li>
        ))}
      </ol>
      {result && result.messages.length === 0 && <p className="muted">{adminMessages.empty}</p>}
      <AdminPager page={page} pages={pages} onPage={setPage} />
    </section>
  )
}
