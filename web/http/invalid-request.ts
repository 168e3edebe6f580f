import type * as z from 'zod/mini'

import { describeIssues } from '../validation.ts'
import { apiMessages } from './api-messages.ts'
import { HttpError } from './http-error.ts'

/**
 * The one wording of a request that fails its schema (docs/errors.md#validation): {error} is a plain French
 * sentence a player may read as it is, never a field path, a pattern or zod's words; those ride beside it in
 * {issues} for whoever calls the API by hand. A route whose bad input has a better sentence passes it.
 */
export function invalidRequest(error: z.core.$ZodError, wording: string = apiMessages.invalid): HttpError {
  return new HttpError(400, wording, { issues: describeIssues(error) })
}
