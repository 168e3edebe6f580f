import { Hono } from 'hono'

import { websiteLoginRequestSchema, type WebsiteLoginResponse } from '../../src/core/contract/website-login.ts'
import { requireAccount } from '../accounts/current-account.ts'
import { mintLoginToken } from '../accounts/login-tokens.ts'
import type { AppDeps } from '../app-deps.ts'
import { parseJsonBody } from '../http/json-body.ts'
import { publicOrigin } from '../http/public-origin.ts'

/**
 * The logged-in player (in game: the bearer session) gets a one-time /loginGame link to the website for
 * themselves, to open in their own browser: a 'website' token, on the server they play on, resuming at
 * `redirect`. The address is PUBLIC_URL's (the request's own in demo mode), never the game's page.
 */
export function websiteLoginRoutes({ db, config, now }: AppDeps): Hono {
  return new Hono().post('/websiteLoginToken', async (c) => {
    const at = new Date(now())
    const account = await requireAccount(c, db, at)
    const { redirect, characterId } = await parseJsonBody(c, websiteLoginRequestSchema)
    const chosen = c.req.header('gameServer')
    const serverName = config.servers.some((server) => server.name === chosen) && chosen ? chosen : config.defaultServer
    const { token } = await mintLoginToken(db, { accountId: account.id, serverName, at, purpose: 'website' })
    const url = new URL('/loginGame', publicOrigin(config, c))
    url.searchParams.set('token', token)
    url.searchParams.set('serverId', serverName)
    if (redirect) url.searchParams.set('customRedirect', redirect)
    if (characterId !== undefined) url.searchParams.set('characterId', String(characterId))
    const body: WebsiteLoginResponse = { url: url.href }
    return c.json(body)
  })
}
