import { websiteLoginResponseSchema } from '../contract/website-login.ts'
import { request } from './client.ts'

export const postWebsiteLoginToken = () => request('/api/websiteLoginToken', websiteLoginResponseSchema, { method: 'post', body: {} })
