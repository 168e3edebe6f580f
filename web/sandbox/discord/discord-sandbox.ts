import type { Context } from 'hono'
import { Hono } from 'hono'

import { discordSandboxMessages as messages } from '../../../src/core/messages/discord-sandbox.ts'
import { newSecret, sameSecret } from '../../accounts/secrets.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { Config } from '../../config.ts'
import type { DiscordSettings } from '../../discord/discord-settings.ts'
import { authorizeErrorPage, authorizePage, type AuthorizeRequest } from './authorize-page.ts'
import { findDemoUser } from './demo-users.ts'
import { SandboxGrants, TOKEN_LIFETIME_S } from './sandbox-grants.ts'

const APP_NAME = 'Boutique'
/** The page holds no script and loads nothing; it is never framed. */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'"

/**
 * A stand-in for Discord's OAuth2 (authorize page, token exchange, users/@me) under
 * /sandbox/discord, so the link works in demo mode and tests without a real application.
 */
export function discordSandbox(deps: AppDeps): Hono {
  const grants = new SandboxGrants()
  const { config } = deps
  return new Hono()
    .get('/oauth2/authorize', (c) => {
      const request = authorizeRequest(c, config, new URLSearchParams(c.req.query()))
      if (typeof request === 'string') return htmlPage(c, authorizeErrorPage(request), 400)
      if (c.req.query('response_type') !== 'code') {
        return redirectBack(c, request, { error: 'unsupported_response_type', error_description: messages.badResponseType })
      }
      if (!request.scope.split(' ').includes('identify')) {
        return redirectBack(c, request, { error: 'invalid_scope', error_description: messages.badScope })
      }
      return htmlPage(c, authorizePage(APP_NAME, request), 200)
    })
    .post('/oauth2/authorize', async (c) => {
      const form = await formOf(c)
      const request = authorizeRequest(c, config, form)
      if (typeof request === 'string') return htmlPage(c, authorizeErrorPage(request), 400)
      if (form.get('decision') !== 'allow') {
        return redirectBack(c, request, { error: 'access_denied', error_description: messages.deniedDescription })
      }
      const user = findDemoUser(form.get('user') ?? '')
      if (!user) return htmlPage(c, authorizeErrorPage(messages.unknownUser), 400)
      const code = grants.issueCode({ userId: user.id, clientId: request.clientId, redirectUri: request.redirectUri }, deps.now())
      return redirectBack(c, request, { code })
    })
    .post('/api/oauth2/token', async (c) => tokenAnswer(c, config.discord, grants, deps.now()))
    .get('/api/users/@me', (c) => {
      const token = c.req.header('authorization')?.match(/^Bearer (\S+)$/)?.[1]
      const user = findDemoUser((token && grants.tokenUser(token, deps.now())) || '')
      if (!user) return c.json({ message: '401: Unauthorized', code: 0 }, 401)
      return c.json(user)
    })
}

/** The checks Discord makes before it shows anything: a known application and a registered redirect_uri. */
function authorizeRequest(c: Context, config: Config, params: URLSearchParams): AuthorizeRequest | string {
  const clientId = params.get('client_id') ?? ''
  if (!config.discord || clientId !== config.discord.clientId) return messages.unknownClient
  const redirectUri = params.get('redirect_uri') ?? ''
  if (!isRegisteredRedirect(c, config.publicUrl, redirectUri)) return messages.badRedirect
  return { clientId, redirectUri, scope: params.get('scope') ?? '', state: params.get('state') ?? undefined }
}

/** Registered here: the shop's own /discordAuth, at the request's origin or at PUBLIC_URL. */
function isRegisteredRedirect(c: Context, publicUrl: string | undefined, redirectUri: string): boolean {
  let url: URL
  try {
    url = new URL(redirectUri)
  } catch {
    return false
  }
  const origins = [new URL(c.req.url).origin, ...(publicUrl ? [new URL(publicUrl).origin] : [])]
  return url.pathname === '/discordAuth' && url.search === '' && url.hash === '' && origins.includes(url.origin)
}

function redirectBack(c: Context, request: AuthorizeRequest, params: Record<string, string>): Response {
  const target = new URL(request.redirectUri)
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value)
  if (request.state !== undefined) target.searchParams.set('state', request.state)
  return c.redirect(target.href, 302)
}

function htmlPage(c: Context, html: string, status: 200 | 400): Response {
  c.header('content-security-policy', PAGE_CSP)
  c.header('cache-control', 'no-store')
  return c.html(html, status)
}

async function formOf(c: Context): Promise<URLSearchParams> {
  if (!/^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? '')) return new URLSearchParams()
  return new URLSearchParams(await c.req.text())
}

/** POST /oauth2/token as Discord answers it: form-encoded only, client by Basic auth or in the form, codes once. */
async function tokenAnswer(c: Context, settings: DiscordSettings | undefined, grants: SandboxGrants, now: number): Promise<Response> {
  const form = await formOf(c)
  const [basicId, basicSecret] = basicCredentials(c.req.header('authorization'))
  const clientId = basicId ?? form.get('client_id') ?? ''
  const clientSecret = basicSecret ?? form.get('client_secret') ?? ''
  if (!settings || clientId !== settings.clientId || !sameSecret(clientSecret, settings.clientSecret)) {
    return c.json({ error: 'invalid_client' }, 401)
  }
  if (form.get('grant_type') !== 'authorization_code') return c.json({ error: 'unsupported_grant_type' }, 400)
  const grant = grants.takeCode(form.get('code') ?? '', now)
  if (!grant || grant.clientId !== clientId || grant.redirectUri !== form.get('redirect_uri')) {
    return c.json({ error: 'invalid_grant', error_description: 'Invalid "code" in request.' }, 400)
  }
  return c.json({
    access_token: grants.issueToken(grant.userId, now),
    token_type: 'Bearer',
    expires_in: TOKEN_LIFETIME_S,
    refresh_token: newSecret(),
    scope: 'identify'
  })
}

function basicCredentials(header: string | undefined): [string | undefined, string | undefined] {
  const encoded = header?.match(/^Basic ([A-Za-z0-9+/=]+)$/)?.[1]
  if (!encoded) return [undefined, undefined]
  const decoded = Buffer.from(encoded, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) return [undefined, undefined]
  try {
    // RFC 6749 §2.3.1: both parts are form-encoded before they are joined.
    return [decodeURIComponent(decoded.slice(0, colon)), decodeURIComponent(decoded.slice(colon + 1))]
  } catch {
    return [undefined, undefined]
  }
}
