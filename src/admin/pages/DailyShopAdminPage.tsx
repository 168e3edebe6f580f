import { useEffect, useState, type FormEvent } from 'react'

import { dailyAdminSchema, type DailyAdmin } from '../../core/contract/back-office-shop-front.ts'
import type { PageProps } from '../page-props.ts'
import { adminMessages } from '../../core/messages/back-office-ui.ts'
import { staffMessage } from '../api/admin-failures.ts'
import { adminRequest } from '../api/admin-request.ts'
import { formText } from '../form-text.ts'

const dayText = (day: string) =>
  new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))

function Offers({ title, day, view }: { title: string; day: DailyAdmin['today']; view: DailyAdmin }) {
  const label = (id: number) => view.pool.find((product) => product.id === id)?.label ?? `Produit ${id}`
  return (
    <div className="admin-card" data-testid={`daily-${title === 'Aujourd’hui' ? 'today' : 'tomorrow'}`}>
      <h2>
        {title} — {dayText(day.day)}
      </h2>
      <p className="muted">
        {day.fixed ? 'Offres fixées : ce sont celles des joueurs.' : 'Aperçu du tirage : il sera fixé à la première visite du jour.'}
      </p>
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
    void run(adminRequest('/daily-shop/pin', dailyAdminSchema, { method: 'POST', body }), 'Offre épinglée.')
  }

  return (
    <section className="admin-page">
      <h1 className="page-title">Boutique journalière</h1>
      {message && (
        <p className={message.error ? 'admin-error' : 'admin-success'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <div className="admin-offers">
        <Offers title="Aujourd’hui" day={view.today} view={view} />
        <Offers title="Demain" day={view.tomorrow} view={view} />
      </div>
      <div className="admin-card admin-inline-form">
        <p>Un nouveau tirage remplace toutes les offres de demain, épinglées comprises.</p>
        <button
          className="button button--ghost"
          type="button"
          onClick={() =>
            void run(adminRequest('/daily-shop/redraw', dailyAdminSchema, { method: 'POST', body: {} }), 'Nouvelles offres pour demain.')
          }
        >
          Nouveau tirage pour demain
        </button>
      </div>
      <form className="admin-card admin-inline-form" onSubmit={pin}>
        <label className="admin-field">
          <span>Jour (à venir)</span>
          <input name="day" type="date" required defaultValue={view.tomorrow.day} min={view.tomorrow.day} />
        </label>
        <label className="admin-field">
          <span>Produit</span>
          <select name="productId" required>
            {view.pool.map((product) => (
              <option key={product.id} value={product.id}>
                {product.label} (#{product.id})
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>Remise (%)</span>
          <input name="discount" type="number" min={1} max={90} required defaultValue={view.discounts[0] ?? 20} />
        </label>
        <button className="button" type="submit">
          Épingler
        </button>
      </form>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">Réserve de la boutique journalière</caption>
          <thead>
            <tr>
              <th scope="col">
                Réserve ({view.pool.length} produits, {view.size} offres par jour)
              </th>
              <th scope="col">Remise</th>
              <th scope="col">Vente</th>
            </tr>
          </thead>
          <tbody>
            {view.pool.map((product) => (
              <tr key={product.id}>
                <td>
                  <a href={`/admin/produits/${product.id}`}>{product.label}</a>
                </td>
                <td>
                  {product.dailyShopDiscount === null ? `tirée parmi ${view.discounts.join(', ')} %` : `${product.dailyShopDiscount} %`}
                </td>
                <td>{product.isDailyShopOnly ? 'Exclusif' : 'Aussi en boutique'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
