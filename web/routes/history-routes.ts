import type { Context } from 'hono'
import { Hono } from 'hono'

import { verifyUsernameQuerySchema, type PlayerTransactionsResponse } from '../../src/core/contract/transactions.ts'
import { accountErrors } from '../../src/core/messages/account-errors.ts'
import { playerLookupErrors } from '../../src/core/messages/purchase-errors.ts'
import { findAccountByUsername } from '../accounts/account-repo.ts'
import { currentAccount, requireAccount } from '../accounts/current-account.ts'
import type { AppDeps } from '../app-deps.ts'
import { clientAddress } from '../http/client-address.ts'
import { HttpError } from '../http/http-error.ts'
import { parseQuery } from '../http/validate.ts'
import { LIMITS } from '../limits/limit-rules.ts'
import { releaseSlots, type LimitKey } from '../limits/limits.ts'
import { slotsOrRefuse } from '../limits/slots-or-refuse.ts'
import { shopTransactions, storeTransactions } from '../purchases/player-history.ts'

/** The player's history (docs/history.md#sources) and the gift target lookup. */
export function historyRoutes(deps: AppDeps): Hono {
  const { db, now } = deps
  return new Hono()
    .get('/getPlayerTransactions', async (c) => {
      // docs/history.md#empty-and-failed: the bundle reads a 403 here as "no history".
      const account = await currentAccount(c, db, new Date(now()))
      if (!account) throw new HttpError(403, accountErrors.notLoggedIn)
      const reader = { accountId: account.id, now: new Date(now()), serverLabel: serverLabelOf(deps.config.servers) }
      const body: PlayerTransactionsResponse = {
        shop: await shopTransactions(db, reader),
        tebex: await storeTransactions(db, reader)
      }
      return c.json(body)
    })
    .get('/verifyUsername', async (c) => {
      const at = new Date(now())
      const account = await requireAccount(c, db, at)
      const { username } = parseQuery(c, verifyUsernameQuerySchema, playerLookupErrors.notFound)
      // Taken before the lookup, so a burst of misses looks up at most the limit; a player found gives them back.
      const slots = await slotsOrRefuse(db, lookupGuessKeys(c, deps, account.id), at)
      const target = await findAccountByUsername(db, username)
      if (!target) throw new HttpError(404, playerLookupErrors.notFound)
      await releaseSlots(db, slots)
      return c.json({ id: target.id, username: target.username })
    })
}

/** A game server as players know it (GAME_SERVERS' label), its name when it is no longer configured. */
function serverLabelOf(servers: readonly { name: string; label: string }[]): (name: string) => string {
  return (name) => servers.find((server) => server.name === name)?.label ?? name
}

/** Misses count per player and per address, so no one walks the list of usernames (docs/constants.md#attempt-limits). */
function lookupGuessKeys(c: Context, deps: AppDeps, accountId: number): LimitKey[] {
  const address = clientAddress(c, deps.config.trustProxy)
  const rule = LIMITS.verifyUsername
  // The address first: once it is used up, nothing more is written (web/limits/limits.ts takeSlots).
  return [...(address ? [{ rule, key: `address:${address}` }] : []), { rule, key: `account:${accountId}` }]
}
