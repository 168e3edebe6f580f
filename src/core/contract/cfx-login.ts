import * as z from 'zod/mini'

/** Where the player goes back after the forum: 'homepage' (docs/accounts.md#forum-account) or a path of the shop itself. */
export const restorePageSchema = z.string().check(z.maxLength(300), z.regex(/^(homepage|\/(?![/\\])\S*)$/))

/** POST /api/cfxlogin/start: what the /cfxlogin page needs back (docs/accounts.md#forum-account). */
export const cfxLoginStartRequestSchema = z.object({
  restorePage: z._default(restorePageSchema, 'homepage'),
  restorePopup: z._default(z.nullable(z.string().check(z.regex(/^[\w-]{1,40}$/))), null)
})
export type CfxLoginStartRequest = z.input<typeof cfxLoginStartRequestSchema>

/** The forum's user-api-key page to send the browser to. */
export const cfxLoginStartResponseSchema = z.object({ url: z.url({ protocol: /^https?$/ }) })

/** The `state` query parameter of /cfxlogin, as JSON. */
export const cfxLoginStateSchema = z.object({
  restorePage: restorePageSchema,
  restorePopup: z.nullable(z.string()),
  action: z.literal('loginWithCfx')
})
export type CfxLoginState = z.infer<typeof cfxLoginStateSchema>

/** POST /api/cfxlogin (docs/accounts.md#forum-account): the Base64 payload from the forum's return; answered with `{account}`. */
export const cfxLoginRequestSchema = z.object({ payload: z.string().check(z.minLength(1), z.maxLength(2_000)) })
