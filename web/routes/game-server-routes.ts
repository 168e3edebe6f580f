import { Hono } from 'hono'

import {
  creditRequestSchema,
  loginTokenRequestSchema,
  playerIdentifierSchema,
  upsertPlayerRequestSchema
} from '../../src/core/contract/game-server.ts'
import { accountErrors } from '../../src/core/messages/account-errors.ts'
import { findAccountByIdentifier } from '../accounts/account-repo.ts'
import { mintLoginToken } from '../accounts/login-tokens.ts'
import { upsertPlayer } from '../accounts/players.ts'
import { creditOnce } from '../accounts/server-credit.ts'
import type { AppDeps } from '../app-deps.ts'
import { HttpError } from '../http/http-error.ts'
import { parseJsonBody } from '../http/json-body.ts'
import { requireServerKey } from '../http/server-key.ts'
import { describeIssues } from '../validation.ts'

/** The game-server API of DESIGN.md (players, login tokens, credits), behind SHOP_SERVER_KEY. */
export function gameServerRoutes({ db, config, now }: AppDeps): Hono {
  const knownServer = (name: string) => {
    if (!config.servers.some((server) => server.name === name)) throw new HttpError(400, accountErrors.unknownServer)
  }
  const playerOf = async (identifier: string) => {
    const account = await findAccountByIdentifier(db, identifier)
    if (!account) throw new HttpError(404, accountErrors.unknownPlayer)
    return account
  }
  return new Hono()
    .use('*', requireServerKey(config.serverKey, config.trustProxy))
    .put('/players/:identifier', async (c) => {
      const identifier = parseIdentifier(c.req.param('identifier'))
      const player = await parseJsonBody(c, upsertPlayerRequestSchema)
      knownServer(player.serverName)
      return c.json(await upsertPlayer(db, identifier, player, new Date(now())))
    })
    .post('/players/:identifier/login-token', async (c) => {
      const account = await playerOf(parseIdentifier(c.req.param('identifier')))
      const { serverName } = await parseJsonBody(c, loginTokenRequestSchema)
      knownServer(serverName)
      const { token, expiresAt } = await mintLoginToken(db, { accountId: account.id, serverName, at: new Date(now()) })
      return c.json({ token, expiresAt: expiresAt.toISOString() })
    })
    .post('/players/:identifier/credit', async (c) => {
      const account = await playerOf(parseIdentifier(c.req.param('identifier')))
      const credit = await parseJsonBody(c, creditRequestSchema)
      const reference = credit.reference === undefined ? undefined : `server-credit:${credit.reference}`
      const { amount, reason } = credit
      const shopTokens = await creditOnce(db, { accountId: account.id, amount, reason, reference, at: new Date(now()) })
      const balance = shopTokens ?? (await playerOf(parseIdentifier(c.req.param('identifier')))).shop_tokens
      return c.json({ shopTokens: balance })
    })
}

function parseIdentifier(raw: string): string {
  const parsed = playerIdentifierSchema.safeParse(raw)
  if (!parsed.success) throw new HttpError(400, `Identifiant de joueur invalide : ${describeIssues(parsed.error)}`)
  return parsed.data
}
