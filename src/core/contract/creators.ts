import * as z from 'zod/mini'

/** GET /api/getCreators — the creator codes a player may enter at checkout. */
export const creatorsResponseSchema = z.array(z.string())
export type CreatorsResponse = z.infer<typeof creatorsResponseSchema>
