import type { PlayerHeader } from '../../../core/contract/back-office-players.ts'
import { StaffActionForm } from './StaffActionForm.tsx'

/** The admin's actions on a player: Unions through the ledger, purchases suspended or restored, sessions ended. */
export function PlayerActions({ player, onDone }: { player: PlayerHeader; onDone: () => void }) {
  const blocked = player.purchasesBlockedAt !== null
  return (
    <section className="admin-actions-grid" aria-label="Actions">
      <StaffActionForm
        title="Créditer ou débiter des Unions"
        path={`/players/${player.id}/balance`}
        submit="Appliquer au solde"
        testId="balance-form"
        body={(form) => ({ delta: Number(form.get('delta')) })}
        onDone={onDone}
      >
        <label className="admin-field">
          <span>Montant (négatif pour un débit)</span>
          <input name="delta" type="number" required min={-1_000_000} max={1_000_000} step={1} />
        </label>
      </StaffActionForm>
      <StaffActionForm
        title={blocked ? 'Rétablir les achats' : 'Suspendre les achats'}
        path={`/players/${player.id}/purchases-block`}
        submit={blocked ? 'Rétablir' : 'Suspendre'}
        body={() => ({ blocked: !blocked })}
        onDone={onDone}
      />
      <StaffActionForm
        title="Terminer toutes les sessions"
        path={`/players/${player.id}/sessions/end`}
        submit="Déconnecter partout"
        onDone={onDone}
      />
    </section>
  )
}
