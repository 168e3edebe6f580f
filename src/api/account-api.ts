import {
  accountResponseSchema,
  charactersResponseSchema,
  gameLoginResponseSchema,
  logoutResponseSchema,
  passwordChangeResponseSchema,
  type PasswordChangeRequest
} from '../contract/account.ts'
import { request } from './client.ts'

export interface LoginForm {
  username: string
  password: string
  remember: boolean
}

export const postLogin = (form: LoginForm) => request('/api/login', accountResponseSchema, { method: 'post', body: form })

export const postLogout = () => request('/api/logout', logoutResponseSchema, { method: 'post', body: {} })

export const fetchWhoAmI = () => request('/api/whoAmI', accountResponseSchema)

export const postLoginGame = (token: string) =>
  request('/api/loginGame', gameLoginResponseSchema, { method: 'post', params: { token } })

export const fetchCharacters = () => request('/api/getCharacters', charactersResponseSchema)

export const postPasswordChange = (change: PasswordChangeRequest) =>
  request('/api/password', passwordChangeResponseSchema, { method: 'post', body: change })
