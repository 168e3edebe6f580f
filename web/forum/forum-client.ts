import * as z from 'zod/mini'

import { cfxLoginErrors } from '../../src/core/messages/cfx-login-errors.ts'
import { HttpError } from '../http/http-error.ts'
import { log } from '../log/logger.ts'

const FORUM_TIMEOUT_MS = 10_000

export type ForumFetch = (url: string, init: RequestInit) => Response | Promise<Response>

/** What the shop reads of Discourse's `GET /session/current.json`. */
export const forumUserSchema = z.object({
  id: z.int().check(z.positive()),
  username: z.string().check(z.minLength(1), z.maxLength(60)),
  avatar_template: z.optional(z.nullable(z.string().check(z.maxLength(500))))
})
export type ForumUser = z.infer<typeof forumUserSchema>

const currentSessionSchema = z.object({ current_user: forumUserSchema })

export interface ForumClient {
  baseUrl: string
  clientId: string
  fetch: ForumFetch
}

/** The forum user a User API Key belongs to: 401 when the forum refuses the key, 503 when it cannot say. */
export async function fetchForumUser(forum: ForumClient, key: string): Promise<ForumUser> {
  let response: Response
  try {
    response = await forum.fetch(`${forum.baseUrl}/session/current.json`, {
      headers: { 'user-api-key': key, 'user-api-client-id': forum.clientId, accept: 'application/json' },
      signal: AbortSignal.timeout(FORUM_TIMEOUT_MS)
    })
  } catch {
    throw new HttpError(503, cfxLoginErrors.forumUnreachable)
  }
  if (response.status === 401 || response.status === 403 || response.status === 404) {
    throw new HttpError(401, cfxLoginErrors.keyRefused)
  }
  const parsed = response.ok ? currentSessionSchema.safeParse(await response.json().catch(() => undefined)) : undefined
  if (!parsed?.success) throw new HttpError(503, cfxLoginErrors.forumUnreachable)
  return parsed.data.current_user
}

/** The shop keeps no key: once the player is known, the key is revoked (best effort, never fails a login). */
export async function revokeForumKey(forum: ForumClient, key: string): Promise<void> {
  try {
    await forum.fetch(`${forum.baseUrl}/user-api-key/revoke`, {
      method: 'POST',
      headers: { 'user-api-key': key, 'user-api-client-id': forum.clientId },
      signal: AbortSignal.timeout(FORUM_TIMEOUT_MS)
    })
  } catch {
    log.warn('[cfxlogin] révocation de la clé du forum impossible')
  }
}

/** Discourse avatar templates are forum paths with a {size} slot (or full URLs for external avatars). */
export function forumAvatarUrl(forum: Pick<ForumClient, 'baseUrl'>, template: string | null | undefined): string | null {
  if (!template) return null
  try {
    const url = new URL(template.replace('{size}', '120'), forum.baseUrl)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href.slice(0, 500) : null
  } catch {
    return null
  }
}
