import { giftCheckResponseSchema } from '../core/contract/gift-check.ts'
import { verifyUsernameResponseSchema } from '../core/contract/transactions.ts'
import { request } from './client.ts'

/** GET /api/verifyUsername: the player a gift goes to; 404 with the service's words when nobody has that name. */
export const fetchPlayerByName = (username: string) =>
  request('/api/verifyUsername', verifyUsernameResponseSchema, { params: { username } })

/** GET /api/giftCheck: 409 with the service's words when the player already holds that Grade or a higher one. */
export const checkGiftTarget = (productId: number, targetId: number) =>
  request('/api/giftCheck', giftCheckResponseSchema, { params: { productId: String(productId), targetId: String(targetId) } })
