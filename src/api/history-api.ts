import { playerTransactionsResponseSchema } from '../core/contract/transactions.ts'
import { request } from './client.ts'

/** GET /api/getPlayerTransactions: the shop's own and the store provider's (docs/history.md#sources); 403 when logged out. */
export const fetchPlayerTransactions = () => request('/api/getPlayerTransactions', playerTransactionsResponseSchema)
