import { useCallback, useEffect, useState } from 'react'

import { playerDetailSchema, type PlayerDetail } from '../../../core/contract/back-office-players.ts'
import { roleAllows } from '../../../core/domain/staff-roles.ts'
import type { PageProps } from '../../page-props.ts'
import { adminMessages } from '../../../core/messages/back-office-ui.ts'
import { staffMessage } from '../../api/admin-failures.ts'
import { adminRequest } from '../../api/admin-request.ts'
import { effectAnswers } from '../../api/effect-answers.ts'
import { formatDate, formatUnions } from '../support-format.ts'
import { PlayerActions } from './PlayerActions.tsx'
import { PlayerDeliveries } from './PlayerDeliveries.tsx'
import { PlayerLedger } from './PlayerLedger.tsx'
import { PlayerOrders } from './PlayerOrders.tsx'
import { PlayerPayments } from './PlayerPayments.tsx'
import { playerPageMessages as messages } from '../../../core/messages/back-office-players-ui.ts'

/** One player, for staff answering them: balance and debt, what they bought, what reached the game, what they paid. */
export function PlayerPage({ params, session }: PageProps) {
  const [detail, setDetail] = useState<PlayerDetail>()
  const [error, setError] = useState<string>()
  const [version, setVersion] = useState(0)
  const id = params.id ?? ''
  const reload = useCallback(() => setVersion((value) => value + 1), [])

  useEffect(() => {
    const answers = effectAnswers()
    adminRequest(`/players/${id}`, playerDetailSchema).then(
      answers.take(setDetail),
      answers.take((failure: unknown) => setError(staffMessage(failure)))
    )
    return answers.end
  }, [id, version])

  if (error)
    return (
      <p className="admin-error" role="alert">
        {error}
      </p>
    )
  if (!detail) return <p className="muted">{adminMessages.loading}</p>
  const { player } = detail
  const isAdmin = roleAllows(session.role, 'admin')
  return (
    <section className="admin-page admin-support">
      <header className="admin-card admin-player-header" data-testid="player-header">
        <h1 className="page-title">{player.username}</h1>
        <p>
          {messages.header.balance} <strong data-testid="player-balance">{formatUnions(player.balance)}</strong>
          {player.debt > 0 && (
            <span className="admin-badge admin-badge--off" data-testid="player-debt">
              {messages.header.debt} {formatUnions(player.debt)}
            </span>
          )}
          {player.purchasesBlockedAt && (
            <span className="admin-badge admin-badge--off">
              {messages.header.blocked} {player.purchasesBlockedReason}
            </span>
          )}
        </p>
        <p className="muted">
          {messages.header.rank} {player.rank} · {messages.header.joined(formatDate(player.createdAt))} ·{' '}
          {[...player.identifiers, ...(player.discordId ? [`discord:${player.discordId}`] : [])].join(' · ')}
        </p>
      </header>
      {isAdmin && <PlayerActions player={player} onDone={reload} />}
      <PlayerDeliveries deliveries={detail.deliveries} canAct={isAdmin} onDone={reload} />
      <PlayerLedger accountId={player.id} version={version} />
      <PlayerOrders orders={detail.orders} />
      <PlayerPayments detail={detail} />
    </section>
  )
}
