import { createPublicKey } from 'node:crypto'

import * as z from 'zod/mini'

import { sandboxForumMessages as messages } from '../../../src/core/messages/sandbox-forum.ts'
import { STAND_IN_SCOPES } from './forum-users.ts'

/** The parameters of Discourse's `GET /user-api-key/new` (and of the form posted to `POST /user-api-key`). */
const keyRequestSchema = z.object({
  application_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  client_id: z.string().check(z.minLength(1), z.maxLength(100)),
  scopes: z.string().check(z.regex(/^[a-z_]+(,[a-z_]+)*$/)),
  nonce: z.string().check(z.minLength(1), z.maxLength(100)),
  public_key: z.string().check(z.minLength(100), z.maxLength(3_000)),
  auth_redirect: z.string().check(z.maxLength(2_000))
})
export type KeyRequest = z.infer<typeof keyRequestSchema>

/**
 * Checks a key request as Discourse does (required params, allowed scopes, a readable RSA key), and
 * its auth_redirect against the allowed return addresses (here: the shop's own origins).
 * Answers the request, or the French reason it is refused.
 */
export function checkKeyRequest(input: Record<string, unknown>, allowedOrigins: readonly string[]): KeyRequest | string {
  const parsed = keyRequestSchema.safeParse(input)
  if (!parsed.success) return messages.missingParam(String(parsed.error.issues[0]?.path[0] ?? '?'))
  const request = parsed.data
  const unknown = request.scopes.split(',').find((scope) => !(STAND_IN_SCOPES as readonly string[]).includes(scope))
  if (unknown) return messages.unknownScope(unknown)
  try {
    if (createPublicKey(request.public_key).asymmetricKeyType !== 'rsa') return messages.badPublicKey
  } catch {
    return messages.badPublicKey
  }
  if (!allowedOrigins.includes(originOf(request.auth_redirect))) return messages.badRedirect
  return request
}

function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return ''
  }
}
