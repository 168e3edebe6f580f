import { Hono } from 'hono'

import type { WebsiteLoginResponse } from '../../src/contract/website-login.ts'
import { requireAccount } from '../accounts/current-account.ts'
import { mintLoginToken } from '../accounts/login-tokens.ts'
import type { AppDeps } from '../app-deps.ts'

/**
 * The logged-in player (in game: the bearer session) gets a one-time /loginGame link to the website
 * for themselves, to open in their own browser.
 */
export function websiteLoginRoutes({ db, config, now }: AppDeps): Hono {
  return new Hono().post('/websiteLoginToken', async (c) => {
    const at = new Date(now())
    const account = await requireAccount(c, db, at)
    const chosen = c.req.header('gameServer')
    const serverName = config.servers.some((server) => server.name === chosen) && chosen ? chosen : config.defaultServer
    const { token } = await mintLoginToken(db, { accountId: account.id, serverName, at })
    const url = new URL('/loginGame', config.publicUrl ?? c.req.url)
    url.searchParams.set('token', token)
    const body: WebsiteLoginResponse = { url: url.href }
    return c.json(body)
  })
}
