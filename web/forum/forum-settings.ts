import * as z from 'zod/mini'

import { invalidConfig } from '../config/config-error.ts'
import { httpUrl } from '../config/env-values.ts'

/** The real Cfx.re forum (Discourse): its `current_user.id` is the player's `fivem:` identifier. */
export const CFX_FORUM_URL = 'https://forum.cfx.re'
export const STAND_IN_FORUM_PATH = '/sandbox/forum'
/** `session_info` is enough to read who the player is; the shop never acts on the forum for them. */
export const FORUM_SCOPES = 'session_info'
const CLIENT_ID = /^[\w.-]{1,64}$/

export const forumEnv = {
  FORUM_URL: z.optional(httpUrl),
  FORUM_APPLICATION_NAME: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(60)), 'Boutique'),
  FORUM_CLIENT_ID: z.optional(z.string().check(z.regex(CLIENT_ID, 'lettres, chiffres, « _ », « . » ou « - »')))
}

/** The demo's client id, at the stand-in forum only. */
export const DEMO_FORUM_CLIENT_ID = 'boutique-web'

export interface ForumSettings {
  /** undefined: the stand-in forum of demo mode, at `<own origin>/sandbox/forum`. */
  url: string | undefined
  applicationName: string
  clientId: string
}

interface ForumValues {
  SHOP_DEMO: boolean
  FORUM_URL?: string | undefined
  FORUM_APPLICATION_NAME: string
  FORUM_CLIENT_ID?: string | undefined
  PUBLIC_URL?: string | undefined
}

export function forumSettings(values: ForumValues): ForumSettings {
  const url = values.FORUM_URL ?? (values.SHOP_DEMO ? undefined : CFX_FORUM_URL)
  return {
    url: url?.replace(/\/+$/, ''),
    applicationName: values.FORUM_APPLICATION_NAME,
    clientId: values.FORUM_CLIENT_ID ?? (values.SHOP_DEMO ? DEMO_FORUM_CLIENT_ID : clientIdOf(values.PUBLIC_URL))
  }
}

/**
 * A real shop's own client id, from its public address: the forum keeps one client record per id, forum-wide
 * (discourse/discourse app/models/user_api_key_client.rb at 0ac170586b6a: index on client_id UNIQUE; research:
 * frameworks-conformance.md D11), and a login there destroys the player's keys of that client, so two shops must never share one.
 */
function clientIdOf(publicUrl: string | undefined): string {
  const clientId = publicUrl ? `boutique-${new URL(publicUrl).hostname}` : ''
  if (CLIENT_ID.test(clientId)) return clientId
  throw invalidConfig(
    'FORUM_CLIENT_ID : donnez l’identifiant de la boutique auprès du forum (lettres, chiffres, « _ », « . » ou « - », 64 au plus), ' +
      'propre à cette boutique : celui tiré de PUBLIC_URL ne convient pas.'
  )
}
