import {
  balanceChangeRequestSchema,
  blockRequestSchema,
  ledgerQuerySchema,
  playerSearchSchema,
  staffReasonRequestSchema
} from '../../../src/core/contract/back-office-players.ts'
import { backOfficePlayerErrors } from '../../../src/core/messages/back-office-players.ts'
import type { AppDeps } from '../../app-deps.ts'
import { HttpError } from '../../http/http-error.ts'
import { parseJsonBody } from '../../http/json-body.ts'
import { parseQuery } from '../../http/validate.ts'
import type { AdminContext, AdminRoute } from '../admin-route.ts'
import { cancelDelivery, deliveryTarget, requeueDelivery } from '../players/delivery-actions.ts'
import { endPlayerSessions, playerTarget, setPurchasesBlocked, staffChangeBalance } from '../players/player-actions.ts'
import { readPlayerDetail } from '../players/player-detail.ts'
import { LEDGER_PAGE_SIZE, readLedgerPage } from '../players/player-ledger.ts'
import { searchPlayers } from '../players/player-search.ts'
import { keyedAuditedWrite } from '../staff-action-keys.ts'
import { pathId } from './path-id.ts'

/** Finding a player and their page (staff); changing their balance, deliveries, sessions and purchases (admins). */
export function playerRoutes(deps: AppDeps): AdminRoute[] {
  const { db, now } = deps
  const playerId = (c: AdminContext) => pathId(c, backOfficePlayerErrors.unknownPlayer)
  return [
    {
      method: 'GET',
      path: '/players',
      role: 'staff',
      handle: async (c) => c.json({ players: await searchPlayers(db, parseQuery(c, playerSearchSchema).q) })
    },
    {
      method: 'GET',
      path: '/players/:id',
      role: 'staff',
      handle: async (c) => {
        const detail = await readPlayerDetail(db, playerId(c), new Date(now()))
        if (!detail) throw new HttpError(404, backOfficePlayerErrors.unknownPlayer)
        return c.json(detail)
      }
    },
    {
      method: 'GET',
      path: '/players/:id/ledger',
      role: 'staff',
      handle: async (c) => {
        const { page } = parseQuery(c, ledgerQuerySchema)
        return c.json({ ...(await readLedgerPage(db, playerId(c), page)), page, pageSize: LEDGER_PAGE_SIZE })
      }
    },
    { method: 'POST', path: '/players/:id/balance', role: 'admin', freshness: 'sensitive', handle: (c) => changeBalanceRoute(c, deps) },
    { method: 'POST', path: '/players/:id/sessions/end', role: 'admin', handle: (c) => endSessionsRoute(c, deps) },
    { method: 'POST', path: '/players/:id/purchases-block', role: 'admin', handle: (c) => blockRoute(c, deps) },
    { method: 'POST', path: '/deliveries/:id/requeue', role: 'admin', handle: (c) => deliveryRoute(c, deps, 'requeue') },
    { method: 'POST', path: '/deliveries/:id/cancel', role: 'admin', handle: (c) => deliveryRoute(c, deps, 'cancel') }
  ]
}

async function changeBalanceRoute(c: AdminContext, { db, now }: AppDeps): Promise<Response> {
  const accountId = pathId(c, backOfficePlayerErrors.unknownPlayer)
  const { delta, reason, idempotencyKey } = await parseJsonBody(c, balanceChangeRequestSchema)
  const at = new Date(now())
  const kind = { action: delta > 0 ? 'balance.credit' : 'balance.debit', target: await playerTarget(db, accountId), key: idempotencyKey }
  const result = await keyedAuditedWrite(db, c.get('actor'), kind, at, (tx) =>
    staffChangeBalance(tx, { accountId, delta, reason, key: idempotencyKey, at })
  )
  return c.json({ done: `Solde : ${result.balance} Unions` })
}

async function endSessionsRoute(c: AdminContext, { db, now }: AppDeps): Promise<Response> {
  const accountId = pathId(c, backOfficePlayerErrors.unknownPlayer)
  const { reason, idempotencyKey } = await parseJsonBody(c, staffReasonRequestSchema)
  const kind = { action: 'sessions.end', target: await playerTarget(db, accountId), key: idempotencyKey }
  const result = await keyedAuditedWrite(db, c.get('actor'), kind, new Date(now()), (tx) => endPlayerSessions(tx, accountId, reason))
  return c.json({ done: `${result.ended} session(s) terminée(s)` })
}

async function blockRoute(c: AdminContext, { db, now }: AppDeps): Promise<Response> {
  const accountId = pathId(c, backOfficePlayerErrors.unknownPlayer)
  const { blocked, reason, idempotencyKey } = await parseJsonBody(c, blockRequestSchema)
  const at = new Date(now())
  const kind = { action: blocked ? 'purchases.block' : 'purchases.unblock', target: await playerTarget(db, accountId), key: idempotencyKey }
  const result = await keyedAuditedWrite(db, c.get('actor'), kind, at, (tx) => setPurchasesBlocked(tx, { accountId, blocked, reason, at }))
  return c.json({ done: result.blocked ? 'Achats suspendus' : 'Achats rétablis' })
}

async function deliveryRoute(c: AdminContext, { db, now }: AppDeps, what: 'requeue' | 'cancel'): Promise<Response> {
  const deliveryId = pathId(c, backOfficePlayerErrors.unknownDelivery)
  const { reason, idempotencyKey } = await parseJsonBody(c, staffReasonRequestSchema)
  const at = new Date(now())
  const kind = { action: `delivery.${what}`, target: await deliveryTarget(db, deliveryId), key: idempotencyKey }
  const act = what === 'requeue' ? requeueDelivery : cancelDelivery
  await keyedAuditedWrite(db, c.get('actor'), kind, at, (tx) => act(tx, deliveryId, at, reason))
  return c.json({ done: what === 'requeue' ? 'Livraison remise en file' : 'Livraison annulée' })
}
