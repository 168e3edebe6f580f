import type { Context } from 'hono'
import type * as z from 'zod/mini'

import { describeIssues } from '../validation.ts'
import { HttpError } from './http-error.ts'

/** Parses the query string with `schema`; a malformed one is a 400 naming what is wrong. */
export function parseQuery<Schema extends z.ZodMiniType>(context: Context, schema: Schema): z.infer<Schema> {
  const parsed = schema.safeParse(context.req.query())
  if (!parsed.success) throw new HttpError(400, `Paramètres invalides : ${describeIssues(parsed.error)}`)
  return parsed.data
}
