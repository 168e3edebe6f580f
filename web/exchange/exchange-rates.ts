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

/** The ECB's daily file is about 2 KiB: anything far larger is not a rates table, and is not read whole. */
export const MAX_RATES_BYTES = 1_048_576

/**
 * Fetches the configured source and stores what it gives; the stored rates stay when it fails. A redirect is
 * refused (the address is the admin's setting: set it to the final one), and no more than MAX_RATES_BYTES are read.
 */
export async function refreshExchangeRates(db: Queryable, url: string, now: Date, fetchRates: typeof fetch = fetch): Promise<number> {
  const controller = new AbortController()
  const timeout = setTimeout(() => controller.abort(new Error('la source des taux n’a pas répondu en 10 s')), 10_000)
  try {
    const response = await fetchRates(url, { signal: controller.signal, redirect: 'manual' })
    if (response.status >= 300 && response.status < 400) {
      throw new Error(
        `la source des taux redirige (${response.status}) vers ${response.headers.get('location') ?? '?'} : réglez EXCHANGE_RATES_URL sur l’adresse finale`
      )
    }
    if (!response.ok) throw new Error(`la source des taux a répondu ${response.status}`)
    const table = parseRates(await boundedText(response, controller))
    if (Object.keys(table).length < 2) throw new Error('la source des taux ne donne aucune devise de la boutique')
    return await storeRates(db, table, new URL(url).host, now)
  } finally {
    clearTimeout(timeout)
  }
}

/** The body as text, or an error as soon as it passes MAX_RATES_BYTES (the connection is then closed). */
async function boundedText(response: Response, controller: AbortController): Promise<string> {
  const tooLarge = () => new Error(`la source des taux envoie plus de ${MAX_RATES_BYTES} octets`)
  if (Number(response.headers.get('content-length') ?? 0) > MAX_RATES_BYTES) {
    controller.abort(tooLarge())
    throw tooLarge()
  }
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body?.getReader()
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.byteLength
    if (size > MAX_RATES_BYTES) {
      controller.abort(tooLarge())
      throw tooLarge()
    }
    chunks.push(read.value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
