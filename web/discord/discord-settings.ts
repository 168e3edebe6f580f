import * as z from 'zod/mini'

import { invalidConfig } from '../config/config-error.ts'
import { httpUrl } from '../config/env-values.ts'

export const DISCORD_AUTHORIZE_URL = 'https://discord.com/oauth2/authorize'
/** Discord's docs: a path without a version goes to the default one (v6, deprecated); v10 is current. */
export const DISCORD_API_URL = 'https://discord.com/api/v10'

/** The demo application the stand-in knows; never a real Discord application. */
export const DEMO_DISCORD_CLIENT_ID = '100000000000000001'
export const DEMO_DISCORD_CLIENT_SECRET = 'boutique-demo-discord-secret'

export const discordEnv = {
  DISCORD_CLIENT_ID: z.optional(z.string().check(z.regex(/^\d{5,25}$/, 'un identifiant d’application Discord (chiffres) est attendu'))),
  DISCORD_CLIENT_SECRET: z.optional(z.string().check(z.minLength(8, 'au moins 8 caractères'))),
  DISCORD_AUTHORIZE_URL: z.optional(httpUrl),
  DISCORD_API_URL: z.optional(httpUrl)
}

export interface DiscordSettings {
  clientId: string
  clientSecret: string
  /** undefined: the stand-in of this host, under /sandbox/discord (demo mode only). */
  authorizeUrl: string | undefined
  apiUrl: string | undefined
}

interface DiscordEnv {
  SHOP_DEMO: boolean
  DISCORD_CLIENT_ID?: string | undefined
  DISCORD_CLIENT_SECRET?: string | undefined
  DISCORD_AUTHORIZE_URL?: string | undefined
  DISCORD_API_URL?: string | undefined
}

/** Demo mode links with the stand-in unless told otherwise; elsewhere the link needs a real application. */
export function discordSettings(values: DiscordEnv): DiscordSettings | undefined {
  const apiUrl = values.DISCORD_API_URL?.replace(/\/+$/, '')
  if (values.SHOP_DEMO) {
    return {
      clientId: values.DISCORD_CLIENT_ID ?? DEMO_DISCORD_CLIENT_ID,
      clientSecret: values.DISCORD_CLIENT_SECRET ?? DEMO_DISCORD_CLIENT_SECRET,
      authorizeUrl: values.DISCORD_AUTHORIZE_URL,
      apiUrl
    }
  }
  if (!values.DISCORD_CLIENT_ID) {
    if (values.DISCORD_CLIENT_SECRET) throw invalidConfig('DISCORD_CLIENT_SECRET sans DISCORD_CLIENT_ID.')
    return undefined
  }
  if (!values.DISCORD_CLIENT_SECRET) {
    throw invalidConfig('DISCORD_CLIENT_SECRET est obligatoire avec DISCORD_CLIENT_ID hors mode démo.')
  }
  return {
    clientId: values.DISCORD_CLIENT_ID,
    clientSecret: values.DISCORD_CLIENT_SECRET,
    authorizeUrl: values.DISCORD_AUTHORIZE_URL ?? DISCORD_AUTHORIZE_URL,
    apiUrl: apiUrl ?? DISCORD_API_URL
  }
}
