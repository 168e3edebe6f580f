import { useEffect, useState, type FormEvent } from 'react'

import { salesReportSchema, type DayValue, type SalesReport } from '../../../core/contract/back-office-players.ts'
import type { PageProps } from '../../page-props.ts'
import { adminMessages } from '../../../core/messages/back-office-ui.ts'
import { staffMessage } from '../../api/admin-failures.ts'
import { adminRequest } from '../../api/admin-request.ts'
import { effectAnswers } from '../../api/effect-answers.ts'
import { fillDays, fillMonths } from './fill-periods.ts'
import { ChartHeading } from './ChartHeading.tsx'
import { downloadCsv } from './sales-csv.ts'
import { OtherCurrencies } from './OtherCurrencies.tsx'
import { SalesChart } from './SalesChart.tsx'
import { formText } from '../../form-text.ts'
import { salesPageMessages as messages } from '../../../core/messages/back-office-sales.ts'

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })
const euros = (value: number) => `${number.format(value)} €`
const count = (value: number) => number.format(value)
const inEuros = (points: DayValue[]) => points.map((point) => ({ day: point.day, value: point.value / 100 }))

function parisDay(offsetDays: number): string {
  const day = new Date(Date.now() + offsetDays * 86_400_000)
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(day)
}

function TopProducts({ title, rows, unit, file }: { title: string; rows: { label: string; value: number }[]; unit: string; file: string }) {
  return (
    <figure className="admin-card admin-chart" data-testid={`top-${file}`}>
      <ChartHeading title={title} file={file} header={[messages.product, unit]} rows={rows.map((row) => [row.label, row.value])} />
      {rows.length === 0 && <p className="muted">{messages.noSale}</p>}
      <ol className="admin-list">
        {rows.map((row) => (
          <li key={row.label}>
            {row.label} : {count(row.value)} {unit}
          </li>
        ))}
      </ol>
    </figure>
  )
}

/** The sales dashboard: figures of a chosen period in Paris days, each with its CSV. */
export function SalesPage(_: PageProps) {
  const [period, setPeriod] = useState({ from: parisDay(-29), to: parisDay(0) })
  const [sales, setSales] = useState<SalesReport>()
  const [error, setError] = useState<string>()

  useEffect(() => {
    setError(undefined)
    const answers = effectAnswers()
    adminRequest('/sales', salesReportSchema, { query: period }).then(
      answers.take(setSales),
      answers.take((failure: unknown) => setError(staffMessage(failure)))
    )
    return answers.end
  }, [period])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setPeriod({ from: formText(form, 'from'), to: formText(form, 'to') })
  }

  const share = sales && sales.dailyShop.totalUnions > 0 ? (100 * sales.dailyShop.dailyUnions) / sales.dailyShop.totalUnions : 0
  return (
    <section className="admin-page admin-support">
      <h1 className="page-title">{messages.title}</h1>
      <form className="admin-card admin-inline-form" onSubmit={submit}>
        <label className="admin-field">
          <span>{messages.from}</span>
          <input name="from" type="date" required defaultValue={period.from} />
        </label>
        <label className="admin-field">
          <span>{messages.to}</span>
          <input name="to" type="date" required defaultValue={period.to} />
        </label>
        <button className="button" type="submit">
          {messages.show}
        </button>
      </form>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!sales && !error && <p className="muted">{adminMessages.loading}</p>}
      {sales && (
        <div className="admin-charts" data-testid="sales">
          <SalesChart
            title={messages.revenueByDay}
            unit={messages.euros}
            points={inEuros(fillDays(sales.revenueByDay, period.from, period.to))}
            format={euros}
            file="recettes-par-jour"
            bars
          />
          <SalesChart
            title={messages.revenueByMonth}
            unit={messages.euros}
            points={inEuros(fillMonths(sales.revenueByMonth, period.from, period.to))}
            format={euros}
            file="recettes-par-mois"
            bars
          />
          <SalesChart
            title={messages.unionsByDay}
            unit={messages.unions}
            points={fillDays(sales.unionsSpentByDay, period.from, period.to)}
            format={count}
            file="unions-par-jour"
          />
          <SalesChart
            title={messages.newBuyersByDay}
            unit={messages.buyers}
            points={fillDays(sales.newBuyersByDay, period.from, period.to)}
            format={count}
            file="nouveaux-acheteurs"
            bars
          />
          <TopProducts title={messages.topUnions} rows={sales.topProductsByUnions} unit={messages.unions} file="top-unions" />
          <TopProducts
            title={messages.topEuros}
            rows={sales.topProductsByCash.map((row) => ({ label: row.label, value: row.value / 100 }))}
            unit="€"
            file="top-euros"
          />
          <OtherCurrencies amounts={sales.cashInOtherCurrencies} />
          <figure className="admin-card admin-chart" data-testid="daily-share">
            <figcaption className="admin-chart-head">
              <strong>{messages.dailyShare}</strong>
              <button
                className="button button--ghost"
                type="button"
                onClick={() =>
                  downloadCsv(
                    'boutique-du-jour',
                    [messages.sales, messages.unions],
                    [
                      [messages.dailyShop, sales.dailyShop.dailyUnions],
                      [messages.total, sales.dailyShop.totalUnions]
                    ]
                  )
                }
              >
                {adminMessages.csv}
              </button>
            </figcaption>
            <p>
              <strong>{number.format(share)} %</strong> {messages.shareOfUnions}
              {count(sales.dailyShop.dailyUnions)} {messages.outOf} {count(sales.dailyShop.totalUnions)})
            </p>
          </figure>
        </div>
      )}
    </section>
  )
}
