import type { Context } from 'hono'
import type * as z from 'zod/mini'

import { invalidRequest } from './invalid-request.ts'

/** Parses the query string with `schema`; a malformed one is a 400 in `wording` (docs/errors.md#validation). */
export function parseQuery<Schema extends z.ZodMiniType>(context: Context, schema: Schema, wording?: string): z.infer<Schema> {
  const parsed = schema.safeParse(context.req.query())
  if (!parsed.success) throw invalidRequest(parsed.error, wording)
  return parsed.data
}
