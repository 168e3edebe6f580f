import * as z from 'zod/mini'

/** A path of this site: one leading slash, never '//' or '/\' (which browsers read as another host). */
const localPath = z.string().check(z.maxLength(512), z.regex(/^\/(?![/\\])\S*$/))

/**
 * POST /api/websiteLoginToken — in game, the player opens the website already logged in (docs/in-game.md#hand-off-to-the-website): at
 * `redirect` (the place to resume, e.g. a product with its checkout step), with the character chosen in game.
 */
export const websiteLoginRequestSchema = z.object({
  redirect: z.optional(localPath),
  characterId: z.optional(z.int().check(z.positive()))
})
export type WebsiteLoginRequest = z.infer<typeof websiteLoginRequestSchema>

export const websiteLoginResponseSchema = z.object({ url: z.url({ protocol: /^https?$/ }) })
export type WebsiteLoginResponse = z.infer<typeof websiteLoginResponseSchema>
