import type { CurrencyCode } from '../../src/core/contract/exchange-rate.ts'
import type { Queryable } from '../db/database.ts'
import { FALLBACK_RATES } from './fallback-rates.ts'
import { parseRates, type RateTable } from './parse-rates.ts'

export interface StoredRates {
  rates: Partial<Record<CurrencyCode, number>>
  updatedAt: Date
}

export async function readExchangeRates(db: Queryable): Promise<StoredRates> {
  const { rows } = await db.query<{ code: CurrencyCode; rate: number; updated_at: Date }>(
    'select code, rate, updated_at from exchange_rates order by code'
  )
  if (rows.length === 0) return { rates: { ...FALLBACK_RATES }, updatedAt: new Date(0) }
  const rates = Object.fromEntries(rows.map((row) => [row.code, Number(row.rate)]))
  const updatedAt = new Date(Math.max(...rows.map((row) => new Date(row.updated_at).getTime())))
  return { rates: { ...rates, EUR: 1 }, updatedAt }
}

/** Stores the shipped rates where no rate is stored yet (first start). */
export async function seedFallbackRates(db: Queryable, now: Date): Promise<void> {
  for (const [code, rate] of Object.entries(FALLBACK_RATES)) {
    await db.query(
      `insert into exchange_rates (code, rate, source, updated_at) values ($1, $2, 'fallback', $3)
       on conflict (code) do nothing`,
      [code, rate, now]
    )
  }
}

export async function storeRates(db: Queryable, table: RateTable, source: string, now: Date): Promise<number> {
  const entries = Object.entries(table)
  for (const [code, rate] of entries) {
    await db.query(
      `insert into exchange_rates (code, rate, source, updated_at) values ($1, $2, $3, $4)
       on conflict (code) do update set rate = excluded.rate, source = excluded.source, updated_at = excluded.updated_at`,
      [code, rate, source, now]
    )
  }
  return entries.length
}

/** Fetches the configured source and stores what it gives; the stored rates stay when it fails. */
export async function refreshExchangeRates(db: Queryable, url: string, now: Date, fetchRates: typeof fetch = fetch): Promise<number> {
  const response = await fetchRates(url, { signal: AbortSignal.timeout(10_000) })
  if (!response.ok) throw new Error(`la source des taux a répondu ${response.status}`)
  const table = parseRates(await response.text())
  if (Object.keys(table).length < 2) throw new Error('la source des taux ne donne aucune devise de la boutique')
  return storeRates(db, table, new URL(url).host, now)
}
