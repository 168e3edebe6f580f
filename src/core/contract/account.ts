import * as z from 'zod/mini'

/** docs/accounts.md#who-is-logged-in, as whoAmI and the logins answer it. */
export const accountSchema = z.object({
  id: z.int(),
  username: z.string(),
  /** The Unions balance; below zero it is a debt (a refund or chargeback took back Unions already spent). */
  shopTokens: z.int(),
  group: z.string(),
  discordId: z.nullable(z.string()),
  rank: z.string(),
  avatarUrl: z.nullable(z.string())
})
export type Account = z.infer<typeof accountSchema>

export const accountResponseSchema = z.object({ account: accountSchema })

/** POST /api/loginGame also hands the framed bundle its session, for calls where cookies are unavailable. */
export const gameLoginResponseSchema = z.object({
  account: accountSchema,
  sessionToken: z.string(),
  /** The server the token was minted for: it becomes the selected server. */
  serverName: z.optional(z.string())
})

/** docs/accounts.md#game-account: 2 to 40 characters each; remember arrives as a string from the form. */
export const loginRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(2), z.maxLength(40)),
  password: z.string().check(z.minLength(2), z.maxLength(40)),
  remember: z._default(z.union([z.boolean(), z.enum(['true', 'false', 'on', ''])]), false)
})

export const logoutResponseSchema = z.object({ logoutSuccess: z.literal(true) })

/** docs/accounts.md#servers-and-characters. */
export const characterSchema = z.object({
  id: z.int(),
  firstname: z.string(),
  lastname: z.string(),
  dob: z.string(),
  pob: z.string(),
  height: z.int(),
  serverName: z.string(),
  /** Units this character already bought of each product with a characterLimit, by product id (docs/basket.md#limits). */
  bought: z.optional(z.record(z.string(), z.int()))
})
export type Character = z.infer<typeof characterSchema>
export const charactersResponseSchema = z.array(characterSchema)

/** A player sets (or changes) the password of the website, to log in later without the game. */
export const passwordChangeRequestSchema = z.object({
  currentPassword: z.optional(z.string().check(z.maxLength(40))),
  newPassword: z.string().check(z.minLength(8), z.maxLength(40))
})
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>
export const passwordChangeResponseSchema = z.object({ message: z.string() })
