import { accountResponseSchema } from '../core/contract/account.ts'
import { cfxLoginStartResponseSchema, type CfxLoginStartRequest } from '../core/contract/cfx-login.ts'
import { request } from './client.ts'

export const postCfxLoginStart = (body: CfxLoginStartRequest) =>
  request('/api/cfxlogin/start', cfxLoginStartResponseSchema, { method: 'post', body })

export const postCfxLogin = (payload: string) => request('/api/cfxlogin', accountResponseSchema, { method: 'post', body: { payload } })
