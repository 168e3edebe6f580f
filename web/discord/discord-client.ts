import * as z from 'zod/mini'

import { discordLinkErrors } from '../../src/core/messages/discord-link.ts'
import { HttpError } from '../http/http-error.ts'
import { log } from '../log/logger.ts'
import type { DiscordSettings } from './discord-settings.ts'

/** fetch, or the stand-in called in-process. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>

const CALL_TIMEOUT_MS = 10_000

const tokenSchema = z.object({ access_token: z.string().check(z.minLength(1)), token_type: z.string() })
const userSchema = z.object({ id: z.string().check(z.regex(/^\d{1,25}$/)) })

/** Discord's side of the link: a code for a token, the token for the user's id. */
export interface DiscordClient {
  /** The Discord id behind an authorization code; an HttpError with a French message otherwise. */
  userIdForCode(code: string, redirectUri: string): Promise<string>
}

export function discordClient(
  settings: Pick<DiscordSettings, 'clientId' | 'clientSecret'>,
  apiUrl: string,
  fetcher: FetchLike
): DiscordClient {
  return {
    async userIdForCode(code, redirectUri) {
      const form = new URLSearchParams({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri
      })
      const tokenResponse = await call(fetcher, `${apiUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString()
      })
      if (!tokenResponse.ok) throw await tokenRefusal(tokenResponse)
      const token = await readJson(tokenResponse, tokenSchema, 'token')
      const userResponse = await call(fetcher, `${apiUrl}/users/@me`, {
        headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' }
      })
      if (!userResponse.ok) {
        log.error({ status: userResponse.status }, '[discord] users/@me a refusé la demande')
        throw new HttpError(503, discordLinkErrors.discordUnavailable)
      }
      return (await readJson(userResponse, userSchema, 'users/@me')).id
    }
  }
}

/** Logs say which call failed and how, never what was sent: the form holds the secret, the header the token. */
async function call(fetcher: FetchLike, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetcher(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) })
  } catch (error) {
    log.error({ call: new URL(url).pathname, error: error instanceof Error ? error.name : 'error' }, '[discord] Discord injoignable')
    throw new HttpError(503, discordLinkErrors.discordUnavailable)
  }
}

/** invalid_grant and the like: the player's code; invalid_client or a 5xx: ours or Discord's. */
async function tokenRefusal(response: Response): Promise<HttpError> {
  const body: unknown = await response.json().catch(() => undefined)
  const error = typeof body === 'object' && body !== null && 'error' in body ? String(body.error) : undefined
  if (response.status === 401 || error === 'invalid_client') {
    log.error('[discord] l’échange du code refuse DISCORD_CLIENT_ID ou DISCORD_CLIENT_SECRET')
    return new HttpError(503, discordLinkErrors.notConfigured)
  }
  if (response.status >= 500 || response.status === 429) {
    log.error({ status: response.status }, '[discord] l’échange du code a échoué')
    return new HttpError(503, discordLinkErrors.discordUnavailable)
  }
  return new HttpError(400, discordLinkErrors.badCode)
}

async function readJson<Schema extends z.ZodMiniType>(response: Response, schema: Schema, what: string): Promise<z.infer<Schema>> {
  const parsed = schema.safeParse(await response.json().catch(() => undefined))
  if (parsed.success) return parsed.data
  log.error({ call: what }, '[discord] réponse inattendue de Discord')
  throw new HttpError(503, discordLinkErrors.discordUnavailable)
}
