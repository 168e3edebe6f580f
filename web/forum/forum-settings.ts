import * as z from 'zod/mini'

import { httpUrl } from '../config/env-values.ts'

/** The real Cfx.re forum (Discourse): its `current_user.id` is the player's `fivem:` identifier. */
export const CFX_FORUM_URL = 'https://forum.cfx.re'
export const STAND_IN_FORUM_PATH = '/sandbox/forum'
/** `session_info` is enough to read who the player is; the shop never acts on the forum for them. */
export const FORUM_SCOPES = 'session_info'

export const forumEnv = {
  FORUM_URL: z.optional(httpUrl),
  FORUM_APPLICATION_NAME: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(60)), 'Boutique'),
  FORUM_CLIENT_ID: z._default(z.string().check(z.regex(/^[\w.-]{1,64}$/, 'lettres, chiffres, « _ », « . » ou « - »')), 'boutique-web')
}

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
  FORUM_CLIENT_ID: string
}

export function forumSettings(values: ForumValues): ForumSettings {
  const url = values.FORUM_URL ?? (values.SHOP_DEMO ? undefined : CFX_FORUM_URL)
  return {
    url: url?.replace(/\/+$/, ''),
    applicationName: values.FORUM_APPLICATION_NAME,
    clientId: values.FORUM_CLIENT_ID
  }
}
