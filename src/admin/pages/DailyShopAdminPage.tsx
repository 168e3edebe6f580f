import { useEffect, useState, type FormEvent } from 'react'

import { dailyAdminSchema, type DailyAdmin } from '../../core/contract/back-office-shop-front.ts'
import type { PageProps } from '../page-props.ts'
import { adminMessages } from '../../core/messages/back-office-ui.ts'
import { staffMessage } from '../api/admin-failures.ts'
import { adminRequest } from '../api/admin-request.ts'
import { formText } from '../form-text.ts'
import { dailyShopAdminMessages as messages } from '../../core/messages/back-office-daily-shop.ts'

const dayText = (day: string) =>
  new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))

function Offers({ title, day, view }: { title: string; day: DailyAdmin['today']; view: DailyAdmin }) {
  const label = (id: number) => view.pool.find((product) => product.id === id)?.label ?? messages.product(id)
  return (
    <div className="admin-card" data-testid={`daily-${title === messages.today ? 'today' : 'tomorrow'}`}>
      <h2>
        {title} — {dayText(day.day)}
      </h2>
      <p className="muted">{day.fixed ? messages.fixed : messages.preview}</p>
      <ol>
        {day.offers.map((offer) => (
          <li key={offer.itemId}>
            {label(offer.itemId)} — −{offer.dailyShopDiscount} %
          </li>
        ))}
      </ol>
    </div>
  )
}

/** The daily shop: today's and tomorrow's offers, the pool, a pin for a coming day, a re-draw of tomorrow. */
export function DailyShopAdminPage(_: PageProps) {
  const [view, setView] = useState<DailyAdmin>()
  const [message, setMessage] = useState<{ text: string; error: boolean }>()
  const run = (request: Promise<DailyAdmin>, done?: string) =>
    request.then(
      (answer) => (setView(answer), done && setMessage({ text: done, error: false })),
      (failure: unknown) => setMessage({ text: staffMessage(failure), error: true })
    )
  useEffect(() => void run(adminRequest('/daily-shop', dailyAdminSchema)), [])
  if (!view) return <p>{message?.text ?? adminMessages.loading}</p>

  function pin(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const body = { day: formText(form, 'day'), productId: Number(form.get('productId')), discount: Number(form.get('discount')) }
    void run(adminRequest('/daily-shop/pin', dailyAdminSchema, { method: 'POST', body }), messages.pinned)
  }

  return (
    <section className="admin-page">
      <h1 className="page-title">{messages.title}</h1>
      {message && (
        <p className={message.error ? 'admin-error' : 'admin-success'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <div className="admin-offers">
        <Offers title={messages.today} day={view.today} view={view} />
        <Offers title={messages.tomorrow} day={view.tomorrow} view={view} />
      </div>
      <div className="admin-card admin-inline-form">
        <p>{messages.redrawNotice}</p>
        <button
          className="button button--ghost"
          type="button"
          onClick={() => void run(adminRequest('/daily-shop/redraw', dailyAdminSchema, { method: 'POST', body: {} }), messages.redrawn)}
        >
          {messages.redraw}
        </button>
      </div>
      <form className="admin-card admin-inline-form" onSubmit={pin}>
        <label className="admin-field">
          <span>{messages.day}</span>
          <input name="day" type="date" required defaultValue={view.tomorrow.day} min={view.tomorrow.day} />
        </label>
        <label className="admin-field">
          <span>{messages.productField}</span>
          <select name="productId" required>
            {view.pool.map((product) => (
              <option key={product.id} value={product.id}>
                {product.label} (#{product.id})
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>{messages.discountField}</span>
          <input name="discount" type="number" min={1} max={90} required defaultValue={view.discounts[0] ?? 20} />
        </label>
        <button className="button" type="submit">
          {messages.pin}
        </button>
      </form>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">{messages.pool}</caption>
          <thead>
            <tr>
              <th scope="col">{messages.poolHeading(view.pool.length, view.size)}</th>
              <th scope="col">{messages.discount}</th>
              <th scope="col">{messages.sale}</th>
            </tr>
          </thead>
          <tbody>
            {view.pool.map((product) => (
              <tr key={product.id}>
                <td>
                  <a href={`/admin/produits/${product.id}`}>{product.label}</a>
                </td>
                <td>{product.dailyShopDiscount === null ? messages.drawnAmong(view.discounts) : `${product.dailyShopDiscount} %`}</td>
                <td>{product.isDailyShopOnly ? messages.exclusive : messages.alsoInShop}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
