import { useStore } from '@nanostores/react'

import { historyMessages as messages } from '../../core/messages/history.ts'
import { $historyDetail, closeHistory } from '../../stores/history.ts'
import { Dialog } from '../overlay/Dialog.tsx'
import { HistoryDetail } from './HistoryDetail.tsx'
import { HistoryList } from './HistoryList.tsx'
import { DialogHeader } from '../overlay/DialogHeader.tsx'

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
      <DialogHeader
        titleId="history-title"
        title={detail ? messages.detailTitle : messages.title}
        closeLabel={messages.close}
        onClose={closeHistory}
        closeTestId="history-close"
      />
      {detail ? <HistoryDetail row={detail} /> : <HistoryList />}
    </Dialog>
  )
}
