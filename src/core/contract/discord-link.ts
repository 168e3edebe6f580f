import * as z from 'zod/mini'

/** A path of this site: one leading slash, never '//' or '/\' (which browsers read as another host). */
const localPath = z.string().check(z.maxLength(512), z.regex(/^\/(?![/\\])\S*$/))

/** POST /api/linkDiscord/start — where to come back to once Discord answers (docs/accounts.md#discord-link). */
export const linkDiscordStartRequestSchema = z.object({
  previousPage: localPath,
  packageId: z._default(z.nullable(z.int().check(z.positive())), null),
  isGift: z._default(z.boolean(), false)
})
export type LinkDiscordStartRequest = z.input<typeof linkDiscordStartRequestSchema>

export const linkDiscordStartResponseSchema = z.object({ authorizeUrl: z.url({ protocol: /^https?$/ }) })

/**
 * The OAuth state sent to Discord and read back at /discordAuth (docs/accounts.md#discord-link): the
 * JSON in docs/accounts.md#discord-link, plus a random nonce that makes it unguessable.
 */
export const discordStateSchema = z.object({
  previousPage: localPath,
  packageId: z.nullable(z.int()),
  isGift: z.boolean(),
  nonce: z.string().check(z.minLength(32), z.maxLength(64))
})
export type DiscordState = z.infer<typeof discordStateSchema>

/** POST /api/linkDiscord — docs/accounts.md#discord-link sends {code}; the state comes along so the service can check it. */
export const linkDiscordRequestSchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(256)),
  state: z.string().check(z.minLength(1), z.maxLength(1024))
})
export type LinkDiscordRequest = z.infer<typeof linkDiscordRequestSchema>

export const linkDiscordResponseSchema = z.object({ discordId: z.string() })
