import {
  accountResponseSchema,
  charactersResponseSchema,
  gameLoginResponseSchema,
  logoutResponseSchema,
  passwordChangeResponseSchema
} from '../core/contract/account.ts'
import type { PasswordChangeRequest } from '../core/contract/account-requests.ts'
import { forgetBearerSession, rememberBearerSession } from '../host/embedding.ts'
import { request } from './client.ts'

export interface LoginForm {
  username: string
  password: string
  remember: boolean
}

/** `remember` travels as a string, as the login form's schema has it (docs/spec-decisions.md). */
export const postLogin = (form: LoginForm) =>
  request('/api/login', accountResponseSchema, { method: 'post', body: { ...form, remember: String(form.remember) } })

export async function postLogout() {
  const answer = await request('/api/logout', logoutResponseSchema, { method: 'post', body: {} })
  forgetBearerSession()
  return answer
}

export const fetchWhoAmI = () => request('/api/whoAmI', accountResponseSchema)

export async function postLoginGame(token: string) {
  const answer = await request('/api/loginGame', gameLoginResponseSchema, { method: 'post', params: { token } })
  rememberBearerSession(answer.sessionToken)
  return answer
}

export const fetchCharacters = () => request('/api/getCharacters', charactersResponseSchema)

export const postPasswordChange = (change: PasswordChangeRequest) =>
  request('/api/password', passwordChangeResponseSchema, { method: 'post', body: change })
