import type { Context } from 'hono'
import { Hono } from 'hono'

import { verifyUsernameQuerySchema, type PlayerTransactionsResponse } from '../../src/contract/transactions.ts'
import { formatCountdown } from '../../src/domain/countdown.ts'
import { accountErrors } from '../../src/messages/account-errors.ts'
import { playerLookupErrors } from '../../src/messages/purchase-errors.ts'
import { findAccountByUsername } from '../accounts/account-repo.ts'
import { currentAccount, requireAccount } from '../accounts/current-account.ts'
import { guessWaitMs, recordFailure, type GuessKey } from '../accounts/guess-limit.ts'
import type { AppDeps } from '../app-deps.ts'
import { clientAddress } from '../http/client-address.ts'
import { HttpError } from '../http/http-error.ts'
import { parseQuery } from '../http/validate.ts'
import { shopTransactions, storeTransactions } from '../purchases/player-history.ts'

/** The player's history (SPEC §3 "Transaction row") and the gift target lookup. */
export function historyRoutes(deps: AppDeps): Hono {
  const { db, now } = deps
  return new Hono()
    .get('/getPlayerTransactions', async (c) => {
      // SPEC §6: the bundle reads a 403 here as "no history".
      const account = await currentAccount(c, db, new Date(now()))
      if (!account) throw new HttpError(403, accountErrors.notLoggedIn)
      const body: PlayerTransactionsResponse = {
        shop: await shopTransactions(db, account.id),
        tebex: await storeTransactions(db, account.id)
      }
      return c.json(body)
    })
    .get('/verifyUsername', async (c) => {
      const at = new Date(now())
      const account = await requireAccount(c, db, at)
      const { username } = parseQuery(c, verifyUsernameQuerySchema)
      const keys = lookupGuessKeys(c, deps, account.id)
      const wait = await guessWaitMs(db, keys, at)
      if (wait > 0) throw new HttpError(429, accountErrors.tooManyAttempts(formatCountdown(wait)))
      const target = await findAccountByUsername(db, username)
      if (!target) {
        await recordFailure(db, keys, at)
        throw new HttpError(404, playerLookupErrors.notFound)
      }
      return c.json({ id: target.id, username: target.username })
    })
}

/** Misses count per player and per address, so no one walks the list of usernames (SPEC §4 attempt limit). */
function lookupGuessKeys(c: Context, deps: AppDeps, accountId: number): GuessKey[] {
  const address = clientAddress(c, deps.config.trustProxy)
  return [
    { scope: 'verifyUsername', key: `account:${accountId}` },
    ...(address ? [{ scope: 'verifyUsername', key: `address:${address}` }] : [])
  ]
}
