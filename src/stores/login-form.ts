import { atom } from 'nanostores'
import * as z from 'zod/mini'

import { ApiFailure } from '../api/api-errors.ts'
import { postLogin, type LoginForm } from '../api/account-api.ts'
import { loginMessages as messages } from '../core/messages/login.ts'
import { createForm } from './form.ts'
import { openLoginPanel } from './login-panel.ts'
import { $loggedIn, acceptLogin } from './session.ts'

// Here with its form, not in session.ts: the login panel's chunk brings it, and its texts (docs/constants.md#bundle-budget).

/** docs/constants.md#timings. */
export const LOGIN_SUBMIT_DELAY_MS = 500

const $loginPending = atom(false)

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

/** Submits the login form: ignored while one runs or once logged in; the call leaves after 500 ms. */
export async function logIn(form: LoginForm): Promise<void> {
  if ($loginPending.get() || $loggedIn.get()) return
  $loginPending.set(true)
  try {
    await new Promise((resolve) => setTimeout(resolve, LOGIN_SUBMIT_DELAY_MS))
    const { account } = await postLogin(form)
    acceptLogin(account)
  } catch (failure) {
    openLoginPanel(failure instanceof ApiFailure ? (failure.serverMessage ?? messages.networkError) : messages.networkError)
  } finally {
    $loginPending.set(false)
  }
}
