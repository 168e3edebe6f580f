import { accountResponseSchema, logoutResponseSchema } from '../contract/account.ts'
import { request } from './client.ts'

export interface LoginForm {
  username: string
  password: string
  remember: boolean
}

export const postLogin = (form: LoginForm) => request('/api/login', accountResponseSchema, { method: 'post', body: form })

export const postLogout = () => request('/api/logout', logoutResponseSchema, { method: 'post', body: {} })

export const fetchWhoAmI = () => request('/api/whoAmI', accountResponseSchema)
