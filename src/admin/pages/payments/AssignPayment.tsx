import { useState } from 'react'

import { StaffActionForm } from '../players/StaffActionForm.tsx'
import { formText } from '../../form-text.ts'

/** A payment line whose recipient no account matched, given to a player by its line id (`transaction:package`). */
export function AssignPayment({ onDone }: { onDone: () => void }) {
  const [txnId, setTxnId] = useState('')
  return (
    <StaffActionForm
      title="Attribuer un paiement au destinataire inconnu"
      path={`/payments/${encodeURIComponent(txnId || '-')}/assign`}
      submit="Attribuer"
      body={(form) => ({ username: formText(form, 'username') })}
      onDone={onDone}
    >
      <label className="admin-field">
        <span>Ligne de paiement (transaction:paquet)</span>
        <input
          required
          maxLength={200}
          value={txnId}
          onChange={(event) => setTxnId(event.currentTarget.value)}
          placeholder="tbx-…:6000101"
        />
      </label>
      <label className="admin-field">
        <span>Compte du joueur</span>
        <input name="username" required minLength={2} maxLength={40} />
      </label>
    </StaffActionForm>
  )
}
