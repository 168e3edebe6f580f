import * as z from 'zod/mini'
import { fr } from 'zod/locales'

// Admins and players read these messages: French, like the rest of the shop.
z.config(fr())

/** One line per problem: `path : message`, for API errors and admin reports. */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'valeur'} : ${issue.message}`).join(' ; ')
}
