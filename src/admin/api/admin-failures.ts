import * as z from 'zod/mini'

import { ApiFailure } from '../../api/api-errors.ts'
import { adminMessages } from '../../core/messages/back-office-ui.ts'

/** What the back-office's routes answer on a refusal (web/admin: {error}, and for some the fields or the file's problems). */
const adminFailureSchema = z.object({
  error: z.string(),
  reauth: z.optional(z.boolean()),
  /** Field path (e.g. `price`, `grants.0.count`) → French message, shown next to the field. */
  fields: z.optional(z.record(z.string(), z.string())),
  /** A refused catalogue file: where and why, every problem found. */
  rejections: z.optional(z.array(z.object({ where: z.string(), reason: z.string() })))
})

export function adminFailureBody(failure: ApiFailure): z.infer<typeof adminFailureSchema> | undefined {
  return failure.kind === 'HTTP_ERROR' ? adminFailureSchema.safeParse(failure.body).data : undefined
}

/** The French sentence staff read for a failed call, kind by kind (docs/errors.md#request-failures). */
export function staffMessage(failure: unknown): string {
  if (!(failure instanceof ApiFailure)) return failure instanceof Error ? failure.message : adminMessages.unreadable
  if (failure.kind === 'FETCH_ERROR' || failure.kind === 'TIMEOUT_ERROR') return adminMessages.network
  if (failure.kind === 'PARSING_ERROR') return adminMessages.unreadable
  return adminFailureBody(failure)?.error ?? adminMessages.unexpected(failure.status ?? 0)
}

/** Field path or catalogue place → French reason, from a refusal that names them. */
export function fieldErrors(failure: unknown): Record<string, string> {
  const body = failure instanceof ApiFailure ? adminFailureBody(failure) : undefined
  const rejections = Object.fromEntries((body?.rejections ?? []).map((rejection) => [rejection.where, rejection.reason]))
  return { ...body?.fields, ...rejections }
}

/** The HTTP status of a refusal, if the server answered. */
export const failureStatus = (failure: unknown) => (failure instanceof ApiFailure ? failure.status : undefined)
