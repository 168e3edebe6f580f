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

export const passwordChangeResponseSchema = z.object({ message: z.string() })
