import { useState } from 'react'
import * as z from 'zod/mini'

import type { PageProps } from '../page-props.ts'
import { fieldErrors, staffMessage } from '../api/admin-failures.ts'
import { adminRequest } from '../api/admin-request.ts'
import { importExportMessages as messages } from '../../core/messages/back-office-import.ts'

const entry = z.object({ id: z.int(), label: z.string() })
const diffSchema = z.object({
  created: z.array(entry),
  updated: z.array(z.object({ id: z.int(), label: z.string(), fields: z.array(z.string()) })),
  deactivated: z.array(entry),
  unchanged: z.int(),
  homeChanged: z.boolean(),
  creatorsChanged: z.boolean()
})
const importAnswer = z.object({ dryRun: z.boolean(), diff: diffSchema })
type Diff = z.infer<typeof diffSchema>

async function download() {
  const file = await adminRequest('/catalogue/export', z.unknown())
  const link = document.createElement('a')
  link.href = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }))
  link.download = `catalogue-${new Date().toISOString().slice(0, 10)}.json`
  link.click()
  URL.revokeObjectURL(link.href)
}

function DiffView({ diff }: { diff: Diff }) {
  const list = (title: string, entries: { id: number; label: string; fields?: string[] }[]) =>
    entries.length > 0 && (
      <div>
        <h3>
          {title} ({entries.length})
        </h3>
        <ul>
          {entries.map((item) => (
            <li key={item.id}>
              #{item.id} {item.label}
              {item.fields ? ` : ${item.fields.join(', ')}` : ''}
            </li>
          ))}
        </ul>
      </div>
    )
  return (
    <div className="admin-card" data-testid="import-diff">
      {list(messages.created, diff.created)}
      {list(messages.updated, diff.updated)}
      {list(messages.deactivated, diff.deactivated)}
      <p className="muted">{messages.summary(diff.unchanged, diff.homeChanged, diff.creatorsChanged)}</p>
    </div>
  )
}

/** The catalogue file: download it, or import one after a dry run that lists what would change. */
export function ImportExportPage(_: PageProps) {
  const [file, setFile] = useState<unknown>()
  const [diff, setDiff] = useState<Diff>()
  const [message, setMessage] = useState<{ text: string; error: boolean; details?: string[] }>()

  async function send(content: unknown, dryRun: boolean) {
    try {
      const answer = await adminRequest('/catalogue/import', importAnswer, { method: 'POST', body: { file: content, dryRun } })
      setDiff(answer.diff)
      setMessage({ text: dryRun ? messages.dryRun : messages.imported, error: false })
      if (!dryRun) setFile(undefined)
    } catch (failure) {
      setDiff(undefined)
      setMessage({
        text: staffMessage(failure),
        error: true,
        details: Object.entries(fieldErrors(failure)).map(([where, reason]) => `${where} : ${reason}`)
      })
    }
  }

  async function choose(files: FileList | null) {
    const chosen = files?.[0]
    if (!chosen) return
    try {
      const content: unknown = JSON.parse(await chosen.text())
      setFile(content)
      await send(content, true)
    } catch {
      setMessage({ text: messages.unreadableFile(chosen.name), error: true })
    }
  }

  return (
    <section className="admin-page">
      <h1 className="page-title">{messages.title}</h1>
      <div className="admin-card admin-inline-form">
        <p>{messages.exportIntro}</p>
        <button
          className="button"
          type="button"
          onClick={() => void download().catch((failure: unknown) => setMessage({ text: staffMessage(failure), error: true }))}
        >
          {messages.export}
        </button>
      </div>
      <div className="admin-card admin-inline-form">
        <p>{messages.importIntro}</p>
        <label className="button button--ghost admin-upload">
          {messages.choose}
          <input
            className="visually-hidden"
            type="file"
            accept="application/json,.json"
            onChange={(event) => void choose(event.currentTarget.files)}
          />
        </label>
        {file !== undefined && diff && (
          <button className="button" type="button" onClick={() => void send(file, false)}>
            {messages.apply}
          </button>
        )}
      </div>
      {message && (
        <div className={message.error ? 'admin-error' : 'admin-success'} role={message.error ? 'alert' : 'status'}>
          <p>{message.text}</p>
          {message.details && (
            <ul>
              {message.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {diff && <DiffView diff={diff} />}
    </section>
  )
}
