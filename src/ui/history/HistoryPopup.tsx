import { useStore } from '../../lib/use-store.ts'
import { historyMessages as messages } from '../../core/messages/history.ts'
import { $historyDetail, closeHistory } from '../../stores/history.ts'
import { Dialog } from '../overlay/Dialog.tsx'
import { HistoryDetail } from './HistoryDetail.tsx'
import { HistoryList } from './HistoryList.tsx'

/** The transaction history popup in docs/history.md#list: the list, or one transaction in detail. */
export function HistoryPopup() {
  const detail = useStore($historyDetail)
  return (
    <Dialog
      name="history"
      onClose={closeHistory}
      labelledBy="history-title"
      className="history-popup"
      backdropClassName="modal-backdrop"
      testId="history-popup"
    >
      <header className="history-popup__header">
        <h2 id="history-title">{detail ? messages.detailTitle : messages.title}</h2>
        <button type="button" className="icon-button" onClick={closeHistory} aria-label={messages.close} data-testid="history-close">
          ✕
        </button>
      </header>
      {detail ? <HistoryDetail row={detail} /> : <HistoryList />}
    </Dialog>
  )
}
