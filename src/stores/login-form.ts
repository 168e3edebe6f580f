import * as z from 'zod/mini'

import { loginMessages as messages } from '../core/messages/login.ts'
import { createForm } from './form.ts'
import { logIn } from './session.ts'

// A password of spaces is as missing as an empty one: 'Requis', and nothing is sent.
const filled = z.refine<string>((value) => value.trim() !== '', messages.required)

/** The game-account form (docs/accounts.md#game-account: both fields required; the server holds the 2 to 40 characters). */
const loginFormSchema = z.object({
  username: z.string().check(filled, z.trim()),
  password: z.string().check(filled),
  remember: z.boolean()
})

/** One login form per panel opened: its errors show after the first submit. */
export function createLoginForm() {
  return createForm({ initial: { username: '', password: '', remember: false }, schema: loginFormSchema, send: logIn })
}
