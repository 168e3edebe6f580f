import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { setRequestAdapter } from '../../src/api/client.ts'
import { historyMessages } from '../../src/core/messages/history.ts'
import {
  STORE_TRANSACTION_STATUSES,
  type PlayerTransactionsResponse,
  type ShopTransaction,
  type StoreTransaction
} from '../../src/core/contract/transactions.ts'
import { formatHistoryDate, mergeTransactions, pageOf, searchRows, sortRows, storePackageName } from '../../src/core/domain/history.ts'
import { formatCashAmount } from '../../src/core/domain/cash-amount.ts'
import {
  $history,
  $historyPage,
  $historyView,
  goToHistoryPage,
  openHistory,
  refreshHistory,
  setHistorySearch,
  setHistorySort
} from '../../src/stores/history.ts'
import { $overlayStack } from '../../src/stores/overlays.ts'
import { shopStatePart, updateAppState } from '../../src/stores/persistence.ts'
import { memoryStorage } from '../support/memory-storage.ts'

function shopTransaction(id: number, date: string, name = `Produit ${id}`, packageId = 200 + id): ShopTransaction {
  return {
    unity_transaction_id: `U-${id}-1`,
    date,
    package: { id: packageId, name, defaultName: `product_${id}` },
    quantity: 1,
    price: 900,
    discount: 10,
    characterName: 'Lucas Martin',
    deliveries: []
  }
}

function storeTransaction(id: string, date: string, name: string, packageId = 6_000_001): StoreTransaction {
  return {
    txn_id: id,
    date,
    package: { id: packageId, name },
    quantity: 1,
    amount: { cents: 999, currency: 'EUR' },
    status: 'complete',
    giftTo: null,
    deliveries: []
  }
}

const both: PlayerTransactionsResponse = {
  shop: [shopTransaction(1, '2025-03-14T10:00:00.000Z', 'Pack Démarrage', 101)],
  tebex: [storeTransaction('tbx-1', '2025-03-15T10:00:00.000Z', '5000'), storeTransaction('tbx-2', '2025-03-13T10:00:00.000Z', 'VIP Or')]
}

describe('history rows', () => {
  it('merges both sources into rows with their package, quantity and source details', () => {
    const rows = mergeTransactions(both)
    expect(rows.map((row) => [row.id, row.packageData.name, row.details.source])).toEqual([
      ['U-1-1', 'Pack Démarrage', 'shop'],
      ['tbx-1', '5’000 Unions', 'tebex'],
      ['tbx-2', 'VIP Or', 'tebex']
    ])
    expect(rows[0]?.details).toEqual({ source: 'shop', price: 900, discount: 10, characterName: 'Lucas Martin' })
    expect(rows[0]?.packageData).toEqual({ id: 101, name: 'Pack Démarrage' })
  })

  it('names a numeric store package as an amount of Unions and leaves other names alone', () => {
    expect(storePackageName('2500')).toBe('2’500 Unions')
    expect(storePackageName('Grade Or 30 jours')).toBe('Grade Or 30 jours')
  })

  it('shows a store payment in French: its amount in the fr-FR currency format, its status, who offered it', () => {
    // Minor units by the currency's ISO 4217 exponent; the euro with its sign, any other currency with its code.
    expect(formatCashAmount({ cents: 499, currency: 'EUR' })).toBe('4,99\u00a0€')
    expect(formatCashAmount({ cents: 123_450, currency: 'EUR' })).toBe('1\u202f234,50\u00a0€')
    expect(formatCashAmount({ cents: 1250, currency: 'USD' })).toBe('12,50\u00a0USD')
    expect(formatCashAmount({ cents: 1500, currency: 'JPY' })).toBe('1\u202f500\u00a0JPY')
    expect(formatCashAmount({ cents: 1230, currency: 'KWD' })).toBe('1,230\u00a0KWD')
    for (const status of STORE_TRANSACTION_STATUSES) {
      expect(historyMessages.statuses[status], status).toMatch(/^[A-ZÉ][a-zéèêàç ,:]+/)
    }
    expect(historyMessages.statuses.complete).toBe('Payé')
    const [received] = mergeTransactions({
      shop: [],
      tebex: [{ ...storeTransaction('t-9', '2025-03-14T10:00:00.000Z', 'VIP'), giftFrom: 'Emma_Roux' }]
    })
    expect(received?.details).toMatchObject({ source: 'tebex', giftTo: null, giftFrom: 'Emma_Roux' })
  })

  it('falls back to the default name when a shop package has no label', () => {
    const [row] = mergeTransactions({ shop: [shopTransaction(7, '2025-03-14T10:00:00.000Z', '')], tebex: [] })
    expect(row?.packageData.name).toBe('product_7')
  })

  it("sorts 'Plus récent' newest first and 'Plus ancien' oldest first", () => {
    const rows = mergeTransactions(both)
    expect(sortRows(rows, 'newest').map((row) => row.id)).toEqual(['tbx-1', 'U-1-1', 'tbx-2'])
    expect(sortRows(rows, 'oldest').map((row) => row.id)).toEqual(['tbx-2', 'U-1-1', 'tbx-1'])
  })

  it('searches the package name or id whatever the case', () => {
    const rows = mergeTransactions(both)
    expect(searchRows(rows, 'pack DÉMARRAGE').map((row) => row.id)).toEqual(['U-1-1'])
    expect(searchRows(rows, 'vip').map((row) => row.id)).toEqual(['tbx-2'])
    expect(searchRows(rows, '101').map((row) => row.id)).toEqual(['U-1-1'])
    expect(searchRows(rows, 'unions').map((row) => row.id)).toEqual(['tbx-1'])
    expect(searchRows(rows, '  ')).toHaveLength(3)
    expect(searchRows(rows, 'introuvable')).toEqual([])
  })

  it('cuts 6 rows a page and brings a page out of range back', () => {
    const thirteen = Array.from({ length: 13 }, (_, index) => index)
    expect(pageOf(thirteen, 0)).toEqual({ rows: [0, 1, 2, 3, 4, 5], page: 0, pages: 3 })
    expect(pageOf(thirteen, 2)).toEqual({ rows: [12], page: 2, pages: 3 })
    expect(pageOf(thirteen, 9).page).toBe(2)
    expect(pageOf(thirteen, -1).page).toBe(0)
    expect(pageOf([], 0)).toEqual({ rows: [], page: 0, pages: 1 })
  })

  it('shows dates in French, in Paris time', () => {
    expect(formatHistoryDate('2025-07-14T22:30:00.000Z')).toBe('15/07/2025 00:30')
    expect(formatHistoryDate('2025-01-05T08:05:00.000Z')).toBe('05/01/2025 09:05')
  })
})

const account = { id: 1, username: 'Lucas_Martin', shopTokens: 10, group: 'user', discordId: null, rank: 'joueur', avatarUrl: null }

function answerTransactions(answer: () => Response) {
  const calls: string[] = []
  setRequestAdapter(async (url) => {
    calls.push(String(url))
    return answer()
  })
  return calls
}

describe('history store', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage())
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    updateAppState({ user: account })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-03-20T12:00:00.000Z'))
  })
  afterEach(() => {
    setRequestAdapter(undefined)
    vi.useRealTimers()
    updateAppState({ user: undefined })
    $overlayStack.set([])
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('keeps the fetched rows, and asks again only once they are 60 s old unless forced', async () => {
    const calls = answerTransactions(() => Response.json(both))
    await refreshHistory()
    expect($history.get().status).toBe('ready')
    expect($historyPage.get().rows.map((row) => row.id)).toEqual(['tbx-1', 'U-1-1', 'tbx-2'])
    vi.setSystemTime(new Date('2025-03-20T12:00:59.000Z'))
    await refreshHistory()
    expect(calls).toHaveLength(1)
    await refreshHistory(true)
    expect(calls).toHaveLength(2)
    vi.setSystemTime(new Date('2025-03-20T12:02:00.000Z'))
    await refreshHistory()
    expect(calls).toHaveLength(3)
  })

  it("answers 'no transactions' to a 403 and to two empty lists, and a failure otherwise", async () => {
    answerTransactions(() => Response.json({ error: 'Vous devez être connecté.' }, { status: 403 }))
    await refreshHistory(true)
    expect($history.get().status).toBe('empty')
    answerTransactions(() => Response.json({ shop: [], tebex: [] }))
    await refreshHistory(true)
    expect($history.get().status).toBe('empty')
    answerTransactions(() => Response.json({ error: 'Erreur interne' }, { status: 500 }))
    await refreshHistory(true)
    expect($history.get().status).toBe('error')
    answerTransactions(() => Response.json({ shop: 'nope' }))
    await refreshHistory(true)
    expect($history.get().status).toBe('error')
  })

  it('opens on the newest first page and fetches again, so a purchase just made shows', async () => {
    const calls = answerTransactions(() => Response.json(both))
    await refreshHistory(true)
    setHistorySort('oldest')
    setHistorySearch('vip')
    openHistory()
    expect($overlayStack.get().map((overlay) => overlay.name)).toContain('history')
    expect($historyView.get()).toMatchObject({ search: '', sort: 'newest', page: 0 })
    await vi.waitFor(() => expect(calls).toHaveLength(2))
  })

  it('goes back to the first page when the search or the sort changes', async () => {
    const many = {
      shop: Array.from({ length: 14 }, (_, index) =>
        shopTransaction(index + 1, `2025-03-${String(index + 1).padStart(2, '0')}T10:00:00.000Z`)
      ),
      tebex: []
    }
    answerTransactions(() => Response.json(many))
    await refreshHistory(true)
    expect($historyPage.get().pages).toBe(3)
    goToHistoryPage(2)
    expect($historyPage.get().rows.map((row) => row.id)).toEqual(['U-2-1', 'U-1-1'])
    setHistorySort('oldest')
    expect($historyPage.get().page).toBe(0)
    expect($historyPage.get().rows[0]?.id).toBe('U-1-1')
    goToHistoryPage(1)
    setHistorySearch('Produit 1')
    expect($historyPage.get().page).toBe(0)
    expect($historyPage.get().rows.map((row) => row.id)).toEqual(['U-1-1', 'U-10-1', 'U-11-1', 'U-12-1', 'U-13-1', 'U-14-1'])
  })

  it('keeps the transactions with the shop part, and forgets them at logout', async () => {
    answerTransactions(() => Response.json(both))
    await refreshHistory(true)
    expect(shopStatePart.read().transactions).toMatchObject({ accountId: 1, data: both })
    openHistory()
    updateAppState({ user: undefined })
    expect($history.get()).toMatchObject({ status: 'idle', data: undefined })
    expect($overlayStack.get()).toEqual([])
    expect(shopStatePart.read().transactions).toBeUndefined()
  })
})
