import { useEffect, useState } from 'react'
import type * as z from 'zod/mini'

import { homeAnswerSchema } from '../../core/contract/back-office-shop-front.ts'
import type { PageProps } from '../page-props.ts'
import { adminMessages } from '../../core/messages/back-office-ui.ts'
import { staffMessage } from '../api/admin-failures.ts'
import { adminRequest } from '../api/admin-request.ts'
import { homeListsMessages as messages } from '../../core/messages/back-office-admin-ui.ts'

type Home = z.infer<typeof homeAnswerSchema>
type ListName = 'bestSeller' | 'shouldInterest'

const TITLES: Record<ListName, string> = messages.lists

function moved(list: number[], from: number, to: number): number[] {
  if (to < 0 || to >= list.length) return list
  const next = [...list]
  next.splice(to, 0, ...next.splice(from, 1))
  return next
}

/** The home page: which products show as best sellers and as suggestions, and in which order. */
export function HomeListsPage(_: PageProps) {
  const [home, setHome] = useState<Home>()
  const [message, setMessage] = useState<{ text: string; error: boolean }>()
  useEffect(() => {
    adminRequest('/home', homeAnswerSchema).then(setHome, (failure: unknown) => setMessage({ text: staffMessage(failure), error: true }))
  }, [])
  if (!home) return <p>{message?.text ?? adminMessages.loading}</p>
  const label = (id: number) => home.candidates.find((product) => product.id === id)?.label ?? `Produit ${id}`
  const setList = (name: ListName, list: number[]) => setHome({ ...home, [name]: list })

  async function save() {
    if (!home) return
    try {
      setHome(
        await adminRequest('/home', homeAnswerSchema, {
          method: 'PUT',
          body: { bestSeller: home.bestSeller, shouldInterest: home.shouldInterest }
        })
      )
      setMessage({ text: adminMessages.saved, error: false })
    } catch (failure) {
      setMessage({ text: staffMessage(failure), error: true })
    }
  }

  return (
    <section className="admin-page">
      <h1 className="page-title">{messages.title}</h1>
      {(['bestSeller', 'shouldInterest'] as const).map((name) => (
        <div className="admin-card admin-form" key={name} data-testid={`home-${name}`}>
          <h2>{TITLES[name]}</h2>
          <ol className="admin-ordered">
            {home[name].map((id, index) => (
              <li key={id}>
                <span>{label(id)}</span>
                <span className="admin-images__actions">
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={messages.up(label(id))}
                    disabled={index === 0}
                    onClick={() => setList(name, moved(home[name], index, index - 1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={messages.down(label(id))}
                    disabled={index === home[name].length - 1}
                    onClick={() => setList(name, moved(home[name], index, index + 1))}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={messages.remove(label(id))}
                    onClick={() =>
                      setList(
                        name,
                        home[name].filter((other) => other !== id)
                      )
                    }
                  >
                    ✕
                  </button>
                </span>
              </li>
            ))}
          </ol>
          <label className="admin-field">
            <span>{messages.add}</span>
            <select value="" onChange={(event) => setList(name, [...home[name], Number(event.currentTarget.value)])}>
              <option value="">{messages.choose}</option>
              {home.candidates
                .filter((product) => !home[name].includes(product.id))
                .map((product) => (
                  <option key={product.id} value={product.id}>
                    {product.label} (#{product.id})
                  </option>
                ))}
            </select>
          </label>
        </div>
      ))}
      {message && (
        <p className={message.error ? 'admin-error' : 'admin-success'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <div className="admin-actions">
        <button className="button" type="button" onClick={() => void save()}>
          {adminMessages.save}
        </button>
      </div>
    </section>
  )
}
