import { useStore } from '@nanostores/react'

import type { HistoryRow } from '../../core/domain/history.ts'
import { formatHistoryDate } from '../../core/domain/history.ts'
import { deliveryTexts } from '../../core/domain/history-delivery.ts'
import { historyMessages as messages } from '../../core/messages/history.ts'
import {
  $history,
  $historyPage,
  $historyView,
  goToHistoryPage,
  setHistorySearch,
  setHistorySort,
  showHistoryDetail,
  type HistoryState
} from '../../stores/history.ts'

/** The searchable, sortable list, 6 rows a page (docs/history.md#list). */
export function HistoryList() {
  const history = useStore($history)
  const view = useStore($historyView)
  const page = useStore($historyPage)
  const message = listMessage(history, page.rows.length)
  return (
    <div className="history-list">
      <div className="history-list__controls">
        <label className="history-list__search">
          <span className="visually-hidden">{messages.searchLabel}</span>
          <input
            type="search"
            value={view.search}
            placeholder={messages.searchPlaceholder}
            onChange={(event) => setHistorySearch(event.currentTarget.value)}
            data-testid="history-search"
          />
        </label>
        <label className="history-list__sort">
          <span className="visually-hidden">{messages.sortLabel}</span>
          <select
            value={view.sort}
            onChange={(event) => setHistorySort(event.currentTarget.value === 'oldest' ? 'oldest' : 'newest')}
            data-testid="history-sort"
          >
            <option value="newest">{messages.newest}</option>
            <option value="oldest">{messages.oldest}</option>
          </select>
        </label>
      </div>
      {message ? (
        <p className="history-list__message" role="status" data-testid="history-message">
          {message}
        </p>
      ) : (
        <ul className="history-list__rows" data-testid="history-rows">
          {page.rows.map((row) => (
            <li key={row.key}>
              <HistoryRowButton row={row} />
            </li>
          ))}
        </ul>
      )}
      {page.pages > 1 && !message && (
        <nav className="history-list__pager" aria-label={messages.pageIndicator(page.page + 1, page.pages)}>
          <button
            type="button"
            className="button button--ghost"
            disabled={page.page === 0}
            onClick={() => goToHistoryPage(page.page - 1)}
            data-testid="history-prev"
          >
            {messages.previous}
          </button>
          <span data-testid="history-page">{messages.pageIndicator(page.page + 1, page.pages)}</span>
          <button
            type="button"
            className="button button--ghost"
            disabled={page.page >= page.pages - 1}
            onClick={() => goToHistoryPage(page.page + 1)}
            data-testid="history-next"
          >
            {messages.next}
          </button>
        </nav>
      )}
    </div>
  )
}

/** Cached rows stay on screen while a newer fetch runs; the messages in docs/history.md#list replace them. */
function listMessage(history: HistoryState, shownRows: number): string | undefined {
  if (history.status === 'error') return messages.fetchFailed
  if (history.status === 'empty') return messages.notFound
  if (!history.data) return messages.loading
  if (shownRows === 0) return messages.noMatch
  return undefined
}

function HistoryRowButton({ row }: { row: HistoryRow }) {
  return (
    <button
      type="button"
      className="history-row"
      onClick={() => showHistoryDetail(row.key)}
      data-testid="history-row"
      data-source={row.details.source}
      data-package-id={row.packageData.id}
    >
      <span className="history-row__date" data-testid="history-row-date">
        {formatHistoryDate(row.date)}
      </span>
      <span className="history-row__name" data-testid="history-row-name">
        {row.packageData.name}
      </span>
      <span className="history-row__quantity">{messages.quantityValue(row.quantity)}</span>
      <span className={`history-row__source history-row__source--${row.details.source}`}>{messages.sources[row.details.source]}</span>
      {row.deliveries.length > 0 && (
        <span className="history-row__delivery" data-testid="history-row-delivery">
          {deliveryTexts(row.deliveries).join(' · ')}
        </span>
      )}
    </button>
  )
}
