import { atom, computed } from 'nanostores'

import { ApiFailure } from '../api/api-errors.ts'
import { fetchPlayerTransactions } from '../api/history-api.ts'
import type { PlayerTransactionsResponse } from '../core/contract/transactions.ts'
import { mergeTransactions, pageOf, searchRows, sortRows, type HistorySort } from '../core/domain/history.ts'
import { $overlayStack, closeOverlay, openOverlay } from './overlays.ts'
import { shopStatePart } from './persistence.ts'
import { $user } from './session.ts'

/** docs/history.md#refresh: older transactions are fetched again. */
export const HISTORY_MAX_AGE_MS = 60_000

/** 'empty' is HISTORY_NOT_FOUND (docs/history.md#empty-and-failed) (a 403 or two empty lists); 'error' is FETCH_FAILED. */
export type HistoryStatus = 'idle' | 'loading' | 'ready' | 'empty' | 'error'

export interface HistoryState {
  accountId: number | undefined
  data: PlayerTransactionsResponse | undefined
  fetchedAt: number | undefined
  status: HistoryStatus
}

const IDLE: HistoryState = { accountId: undefined, data: undefined, fetchedAt: undefined, status: 'idle' }

function storedState(): HistoryState {
  const stored = shopStatePart.read().transactions
  if (!stored || stored.accountId !== $user.get()?.id) return IDLE
  return { ...stored, status: isEmpty(stored.data) ? 'empty' : 'ready' }
}

export const $history = atom<HistoryState>(storedState())

export const $historyOpen = computed($overlayStack, (stack) => stack.some((overlay) => overlay.name === 'history'))

export interface HistoryView {
  search: string
  sort: HistorySort
  page: number
  /** The row shown in the detail view, by its key. */
  detailKey: string | undefined
}

const FIRST_VIEW: HistoryView = { search: '', sort: 'newest', page: 0, detailKey: undefined }
export const $historyView = atom<HistoryView>(FIRST_VIEW)

const $allRows = computed($history, (history) => (history.data ? mergeTransactions(history.data) : []))

/** The rows the list shows: searched, sorted, then cut to the current page. */
export const $historyPage = computed([$allRows, $historyView], (rows, view) =>
  pageOf(sortRows(searchRows(rows, view.search), view.sort), view.page)
)

export const $historyDetail = computed([$allRows, $historyView], (rows, view) =>
  view.detailKey === undefined ? undefined : rows.find((row) => row.key === view.detailKey)
)

function isEmpty(data: PlayerTransactionsResponse): boolean {
  return data.shop.length === 0 && data.tebex.length === 0
}

/** The newest load: only it may write (a forced refresh wins over an older one still on its way). */
const $latestLoad = atom(0)

/** Fetches the player's transactions when older than 60 s, or always with `force`. */
export async function refreshHistory(force = false): Promise<void> {
  const accountId = $user.get()?.id
  if (accountId === undefined) return
  const current = $history.get()
  const fresh = current.accountId === accountId && current.fetchedAt !== undefined && Date.now() - current.fetchedAt < HISTORY_MAX_AGE_MS
  if (fresh && !force) return
  const id = $latestLoad.get() + 1
  $latestLoad.set(id)
  $history.set({ ...(current.accountId === accountId ? current : IDLE), accountId, status: 'loading' })
  try {
    const data = await fetchPlayerTransactions()
    if (id !== $latestLoad.get()) return
    const fetchedAt = Date.now()
    $history.set({ accountId, data, fetchedAt, status: isEmpty(data) ? 'empty' : 'ready' })
    shopStatePart.write({ ...shopStatePart.read(), transactions: { accountId, data, fetchedAt } })
  } catch (failure) {
    if (id !== $latestLoad.get()) return
    console.warn('[history] not loaded:', failure)
    // docs/history.md#empty-and-failed: a 403 is "no transactions", not a failure.
    const notFound = failure instanceof ApiFailure && failure.status === 403
    $history.set({ accountId, data: undefined, fetchedAt: undefined, status: notFound ? 'empty' : 'error' })
  }
}

/** Opens the popup on the first page, newest first, and asks again so a purchase just made shows. */
export function openHistory(): void {
  $historyView.set(FIRST_VIEW)
  openOverlay('history', {})
  void refreshHistory(true)
}

export function closeHistory(): void {
  closeOverlay('history')
}

export function setHistorySearch(search: string): void {
  $historyView.set({ ...$historyView.get(), search, page: 0 })
}

export function setHistorySort(sort: HistorySort): void {
  $historyView.set({ ...$historyView.get(), sort, page: 0 })
}

export function goToHistoryPage(page: number): void {
  $historyView.set({ ...$historyView.get(), page })
}

export function showHistoryDetail(key: string | undefined): void {
  $historyView.set({ ...$historyView.get(), detailKey: key })
}

// Another player's transactions never stay on screen or on disk after a logout or a change of account.
$user.listen((user) => {
  if (user?.id === $history.get().accountId) return
  $latestLoad.set($latestLoad.get() + 1)
  $history.set(IDLE)
  if (!user) closeHistory()
  const { transactions, ...rest } = shopStatePart.read()
  if (transactions) shopStatePart.write(rest)
})
