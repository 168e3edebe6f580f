import type { Context } from 'hono'
import type * as z from 'zod/mini'

import { apiMessages } from './api-messages.ts'
import { HttpError } from './http-error.ts'
import { invalidRequest } from './invalid-request.ts'

const JSON_TYPE = /^application\/json\s*(;|$)/i

/** The JSON body checked with `schema`: 415 for another content type, 400 for bad JSON or a bad value (in `wording`, docs/errors.md#validation). */
export async function parseJsonBody<Schema extends z.ZodMiniType>(
  context: Context,
  schema: Schema,
  wording?: string
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
  if (!parsed.success) throw invalidRequest(parsed.error, wording)
  return parsed.data
}
