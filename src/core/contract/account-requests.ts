import * as z from 'zod/mini'

// What the website's login and password forms send, read by the server only: apart from account.ts, whose
// schemas the shop reads on its first screen (docs/constants.md#bundle-budget).

/** docs/accounts.md#game-account: 2 to 40 characters each; remember arrives as a string from the form. */
export const loginRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(2), z.maxLength(40)),
  password: z.string().check(z.minLength(2), z.maxLength(40)),
  remember: z._default(z.union([z.boolean(), z.enum(['true', 'false', 'on', ''])]), false)
})

/** A player sets (or changes) the password of the website, to log in later without the game. */
export const passwordChangeRequestSchema = z.object({
  currentPassword: z.optional(z.string().check(z.maxLength(40))),
  newPassword: z.string().check(z.minLength(8), z.maxLength(40))
})
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>
