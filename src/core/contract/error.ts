import * as z from 'zod/mini'

/** Every refused API call answers with this body and a 4xx or 5xx status. */
export const apiErrorSchema = z.object({ error: z.string() })
