import type { Context } from 'hono'
import { Hono } from 'hono'

import { linkDiscordRequestSchema, linkDiscordStartRequestSchema, type DiscordState } from '../../src/core/contract/discord-link.ts'
import { accountErrors } from '../../src/core/messages/account-errors.ts'
import { discordLinkErrors } from '../../src/core/messages/discord-link.ts'
import { requireAccount } from '../accounts/current-account.ts'
import { newSecret } from '../accounts/secrets.ts'
import { readSessionId } from '../accounts/session-cookie.ts'
import type { AppDeps } from '../app-deps.ts'
import { discordClient, type DiscordClient } from '../discord/discord-client.ts'
import { consumeLinkState, linkDiscordAccount, saveLinkState } from '../discord/discord-link-repo.ts'
import type { InProcessFetch } from '../demo/lazy-stand-ins.ts'
import { HttpError } from '../http/http-error.ts'
import { parseJsonBody } from '../http/json-body.ts'
import { publicOrigin } from '../http/public-origin.ts'

/** Any host does: the stand-in is called in-process, this name never reaches the network. */
const IN_PROCESS_SANDBOX_API = 'http://discord-sandbox.invalid/api'

/** Linking a Discord account (docs/accounts.md#discord-link). */
export function discordLinkRoutes(deps: AppDeps, sandboxFetch: InProcessFetch | undefined): Hono {
  const { db, config, now } = deps
  const client = linkClient(deps, sandboxFetch)
  return new Hono()
    .post('/linkDiscord/start', async (c) => {
      const at = new Date(now())
      const { account, sessionId } = await requireSession(c, deps, at)
      if (!config.discord || !client) throw new HttpError(503, discordLinkErrors.notConfigured)
      const request = await parseJsonBody(c, linkDiscordStartRequestSchema)
      const shopUrl = publicOrigin(config, c)
      const redirectUri = new URL('/discordAuth', shopUrl).href
      // The state is the JSON in docs/accounts.md#discord-link, read back by the page at /discordAuth; its nonce makes it
      // unguessable, and the service keeps only its hash, bound to this session, so none is forged or replayed.
      const state = JSON.stringify({ ...request, nonce: newSecret() } satisfies DiscordState)
      await saveLinkState(db, { state, sessionId, accountId: account.id, redirectUri }, at)
      const authorizeUrl = new URL(config.discord.authorizeUrl ?? new URL('/sandbox/discord/oauth2/authorize', shopUrl).href)
      const params = { client_id: config.discord.clientId, response_type: 'code', scope: 'identify', redirect_uri: redirectUri, state }
      for (const [name, value] of Object.entries(params)) authorizeUrl.searchParams.set(name, value)
      return c.json({ authorizeUrl: authorizeUrl.href })
    })
    .post('/linkDiscord', async (c) => {
      const at = new Date(now())
      const { account, sessionId } = await requireSession(c, deps, at)
      if (!client) throw new HttpError(503, discordLinkErrors.notConfigured)
      const { code, state } = await parseJsonBody(c, linkDiscordRequestSchema)
      const pending = await consumeLinkState(db, sessionId, state, at)
      if (pending.account_id !== account.id) throw new HttpError(400, discordLinkErrors.unknownState)
      const discordId = await client.userIdForCode(code, pending.redirect_uri)
      await linkDiscordAccount(db, account.id, discordId, at)
      return c.json({ discordId })
    })
}

async function requireSession(c: Context, { db }: AppDeps, at: Date) {
  const account = await requireAccount(c, db, at)
  const sessionId = readSessionId(c)
  if (!sessionId) throw new HttpError(401, accountErrors.notLoggedIn)
  return { account, sessionId }
}

/** The real Discord over HTTP, or in demo mode by default the stand-in of this very app. */
function linkClient({ config }: AppDeps, sandboxFetch: InProcessFetch | undefined): DiscordClient | undefined {
  const settings = config.discord
  if (!settings) return undefined
  if (settings.apiUrl) return discordClient(settings, settings.apiUrl, fetch)
  if (!sandboxFetch) return undefined
  return discordClient(settings, IN_PROCESS_SANDBOX_API, sandboxFetch)
}
