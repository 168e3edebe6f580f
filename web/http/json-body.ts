import type { Context } from 'hono'
import type * as z from 'zod/mini'

import { describeIssues } from '../validation.ts'
import { apiMessages } from './api-messages.ts'
import { HttpError } from './http-error.ts'

const JSON_TYPE = /^application\/json\s*(;|$)/i

/** The JSON body checked with `schema`: 415 for another content type, 400 for bad JSON or a bad value. */
export async function parseJsonBody<Schema extends z.ZodMiniType>(
  context: Context,
  schema: Schema,
  invalid: (details: string) => string = apiMessages.invalid
): Promise<z.infer<Schema>> {
  if (!JSON_TYPE.test(context.req.header('content-type') ?? '')) {
    throw new HttpError(415, apiMessages.wrongContentType)
  }
  let body: unknown
  try {
    body = JSON.parse(await context.req.text())
  } catch {
    throw new HttpError(400, apiMessages.notJson)
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new HttpError(400, invalid(describeIssues(parsed.error)))
  return parsed.data
}
