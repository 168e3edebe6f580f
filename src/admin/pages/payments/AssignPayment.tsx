import { useState } from 'react'

import { StaffActionForm } from '../players/StaffActionForm.tsx'
import { formText } from '../../form-text.ts'
import { paymentPageMessages as messages } from '../../../core/messages/back-office-payments-ui.ts'

/** A payment line whose recipient no account matched, given to a player by its line id (`transaction:package`). */
export function AssignPayment({ onDone }: { onDone: () => void }) {
  const [txnId, setTxnId] = useState('')
  return (
    <StaffActionForm
      title={messages.assign.title}
      path={`/payments/${encodeURIComponent(txnId || '-')}/assign`}
      submit={messages.assign.submit}
      body={(form) => ({ username: formText(form, 'username') })}
      onDone={onDone}
    >
      <label className="admin-field">
        <span>{messages.assign.line}</span>
        <input
          required
          maxLength={200}
          value={txnId}
          onChange={(event) => setTxnId(event.currentTarget.value)}
          placeholder={messages.assign.linePlaceholder}
        />
      </label>
      <label className="admin-field">
        <span>{messages.assign.account}</span>
        <input name="username" required minLength={2} maxLength={40} />
      </label>
    </StaffActionForm>
  )
}
