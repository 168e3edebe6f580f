import { verifyUsernameResponseSchema } from '../contract/transactions.ts'
import { request } from './client.ts'

/** GET /api/verifyUsername: the player a gift goes to; 404 with the service's words when nobody has that name. */
export const fetchPlayerByName = (username: string) => request('/api/verifyUsername', verifyUsernameResponseSchema, { params: { username } })
