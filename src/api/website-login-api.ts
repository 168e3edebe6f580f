import { websiteLoginResponseSchema, type WebsiteLoginRequest } from '../core/contract/website-login.ts'
import { request } from './client.ts'

export const postWebsiteLoginToken = (body: WebsiteLoginRequest = {}) =>
  request('/api/websiteLoginToken', websiteLoginResponseSchema, { method: 'post', body })
