import { Hono } from 'hono'

import {
  creditRequestSchema,
  loginTokenRequestSchema,
  playerIdentifierSchema,
  upsertPlayerRequestSchema
} from '../../src/contract/game-server.ts'
import { accountErrors } from '../../src/messages/account-errors.ts'
import { findAccountByIdentifier } from '../accounts/account-repo.ts'
import { changeBalance } from '../accounts/ledger.ts'
import { upsertPlayer } from '../accounts/players.ts'
import { hashSecret, newSecret } from '../accounts/secrets.ts'
import type { AppDeps } from '../app-deps.ts'
import { HttpError } from '../http/http-error.ts'
import { parseJsonBody } from '../http/json-body.ts'
import { requireServerKey } from '../http/server-key.ts'
import { describeIssues } from '../validation.ts'

/** SPEC §9: a login token lives 60 s. */
export const LOGIN_TOKEN_TTL_MS = 60_000
/** More tokens than this per player per minute means something is wrong on the game server. */
const MAX_TOKENS_PER_MINUTE = 10

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
    .use('*', requireServerKey(config.serverKey))
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
      const at = new Date(now())
      const { rows } = await db.query<{ recent: number }>(
        'select count(*)::int as recent from login_tokens where account_id = $1 and created_at > $2',
        [account.id, new Date(at.getTime() - 60_000)]
      )
      if ((rows[0]?.recent ?? 0) >= MAX_TOKENS_PER_MINUTE) throw new HttpError(429, accountErrors.tooManyAttempts('1 minute'))
      const token = newSecret()
      const expiresAt = new Date(at.getTime() + LOGIN_TOKEN_TTL_MS)
      await db.query(
        'insert into login_tokens (token_hash, account_id, server_name, created_at, expires_at) values ($1, $2, $3, $4, $5)',
        [hashSecret(token), account.id, serverName, at, expiresAt]
      )
      return c.json({ token, expiresAt: expiresAt.toISOString() })
    })
    .post('/players/:identifier/credit', async (c) => {
      const account = await playerOf(parseIdentifier(c.req.param('identifier')))
      const credit = await parseJsonBody(c, creditRequestSchema)
      const reference = credit.reference === undefined ? undefined : `server-credit:${credit.reference}`
      const shopTokens = await db.transaction(async (tx) => {
        // The account row's lock makes the reference check and the credit one step for concurrent retries.
        await tx.query('select 1 from accounts where id = $1 for update', [account.id])
        if (reference) {
          const done = await tx.query('select 1 from ledger where account_id = $1 and reference = $2', [account.id, reference])
          if (done.rows.length > 0) return undefined
        }
        return changeBalance(tx, { accountId: account.id, delta: credit.amount, reason: credit.reason, reference, at: new Date(now()) })
      })
      const balance = shopTokens ?? (await playerOf(parseIdentifier(c.req.param('identifier')))).shop_tokens
      return c.json({ shopTokens: balance })
    })
}

function parseIdentifier(raw: string): string {
  const parsed = playerIdentifierSchema.safeParse(raw)
  if (!parsed.success) throw new HttpError(400, `Identifiant de joueur invalide : ${describeIssues(parsed.error)}`)
  return parsed.data
}
