import type { PlayerHeader } from '../../../core/contract/back-office-players.ts'
import { StaffActionForm } from './StaffActionForm.tsx'
import { playerPageMessages as messages } from '../../../core/messages/back-office-players-ui.ts'

/** The admin's actions on a player: Unions through the ledger, purchases suspended or restored, sessions ended. */
export function PlayerActions({ player, onDone }: { player: PlayerHeader; onDone: () => void }) {
  const blocked = player.purchasesBlockedAt !== null
  return (
    <section className="admin-actions-grid" aria-label={messages.actions.label}>
      <StaffActionForm
        title={messages.actions.balanceTitle}
        path={`/players/${player.id}/balance`}
        submit={messages.actions.balanceSubmit}
        testId="balance-form"
        body={(form) => ({ delta: Number(form.get('delta')) })}
        onDone={onDone}
      >
        <label className="admin-field">
          <span>{messages.actions.amount}</span>
          <input name="delta" type="number" required min={-1_000_000} max={1_000_000} step={1} />
        </label>
      </StaffActionForm>
      <StaffActionForm
        title={blocked ? messages.actions.restoreTitle : messages.actions.suspendTitle}
        path={`/players/${player.id}/purchases-block`}
        submit={blocked ? messages.actions.restore : messages.actions.suspend}
        body={() => ({ blocked: !blocked })}
        onDone={onDone}
      />
      <StaffActionForm
        title={messages.actions.endSessionsTitle}
        path={`/players/${player.id}/sessions/end`}
        submit={messages.actions.endSessions}
        onDone={onDone}
      />
    </section>
  )
}
