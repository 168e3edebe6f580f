import type { CashAmount } from '../contract/cash-amount.ts'
import type {
  LineDelivery,
  PlayerTransactionsResponse,
  ShopTransaction,
  StoreTransaction,
  StoreTransactionStatus
} from '../contract/transactions.ts'
import { formatUnions } from './money.ts'
import { madeOnce } from '../lib/made-on-first-use.ts'

/** docs/history.md#list. */
export const HISTORY_PAGE_SIZE = 6

export type HistorySort = 'newest' | 'oldest'

export interface ShopRowDetails {
  source: 'shop'
  price: number
  discount: number
  characterName: string | null
}

export interface StoreRowDetails {
  source: 'tebex'
  amount: CashAmount | null
  status: StoreTransactionStatus
  giftTo: string | null
  giftFrom: string | null
}

/** docs/history.md#sources, with what the detail view shows of its source. */
export interface HistoryRow {
  /** Unique across both sources. */
  key: string
  id: string
  date: string
  packageData: { id: number; name: string }
  quantity: number
  details: ShopRowDetails | StoreRowDetails
  /** docs/history.md#delivery: one per game server it goes to; none for what stays in the shop (Unions). */
  deliveries: LineDelivery[]
}

/** docs/catalogue.md#store-packages: a store-provider package named by a number is an amount of Unions. */
export function storePackageName(name: string): string {
  const trimmed = name.trim()
  return /^\d+$/.test(trimmed) ? `${formatUnions(Number(trimmed))} Unions` : name
}

function shopRow(transaction: ShopTransaction): HistoryRow {
  return {
    key: `shop:${transaction.unity_transaction_id}`,
    id: transaction.unity_transaction_id,
    date: transaction.date,
    packageData: { id: transaction.package.id, name: transaction.package.name || transaction.package.defaultName },
    quantity: transaction.quantity,
    details: {
      source: 'shop',
      price: transaction.price,
      discount: transaction.discount,
      characterName: transaction.characterName
    },
    deliveries: transaction.deliveries
  }
}

function storeRow(transaction: StoreTransaction, index: number): HistoryRow {
  return {
    // One payment may hold several packages: the index keeps their keys apart.
    key: `tebex:${transaction.txn_id}:${index}`,
    id: transaction.txn_id,
    date: transaction.date,
    packageData: { id: transaction.package.id, name: storePackageName(transaction.package.name) },
    quantity: transaction.quantity,
    details: {
      source: 'tebex',
      amount: transaction.amount,
      status: transaction.status,
      giftTo: transaction.giftTo,
      giftFrom: transaction.giftFrom ?? null
    },
    deliveries: transaction.deliveries
  }
}

export function mergeTransactions(response: PlayerTransactionsResponse): HistoryRow[] {
  return [...response.shop.map(shopRow), ...response.tebex.map(storeRow)]
}

function timeOf(row: HistoryRow): number {
  const time = Date.parse(row.date)
  return Number.isNaN(time) ? 0 : time
}

export function sortRows(rows: readonly HistoryRow[], sort: HistorySort): HistoryRow[] {
  const direction = sort === 'newest' ? -1 : 1
  return [...rows].sort((a, b) => direction * (timeOf(a) - timeOf(b)) || a.key.localeCompare(b.key))
}

/** docs/history.md#list: the package name or id, whatever the case. */
export function searchRows(rows: readonly HistoryRow[], search: string): HistoryRow[] {
  const needle = search.trim().toLocaleLowerCase('fr-FR')
  if (!needle) return [...rows]
  return rows.filter(
    (row) =>
      row.packageData.name.toLocaleLowerCase('fr-FR').includes(needle) ||
      String(row.packageData.id).includes(needle) ||
      row.id.toLocaleLowerCase('fr-FR').includes(needle)
  )
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE))
}

/** The rows of page `page` (from 0), the page brought back within range. */
export function pageOf<Row>(rows: readonly Row[], page: number): { rows: Row[]; page: number; pages: number } {
  const pages = pageCount(rows.length)
  const current = Math.min(Math.max(0, Math.floor(page)), pages - 1)
  return { rows: rows.slice(current * HISTORY_PAGE_SIZE, (current + 1) * HISTORY_PAGE_SIZE), page: current, pages }
}

const dateFormatter = madeOnce(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit'
    })
)

/** A transaction date as a French player reads it, in Paris time: 14/03/2025 09:05. */
export function formatHistoryDate(date: string): string {
  const time = Date.parse(date)
  return Number.isNaN(time) ? date : dateFormatter().format(time).replace(',', '')
}
