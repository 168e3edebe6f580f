import type { ErrorHandler, NotFoundHandler } from 'hono'

import { apiMessages } from './api-messages.ts'
import { isDataException } from './database-errors.ts'
import { HttpError } from './http-error.ts'

/** A refusal is its status and French message; a value the database refuses is a 400; anything else a logged 500. */
export const answerError: ErrorHandler = (error, c) => {
  if (error instanceof HttpError) return c.json({ error: error.message }, error.status)
  if (isDataException(error)) {
    console.warn(`[http] ${c.req.method} ${c.req.path}: valeur refusée par la base :`, error instanceof Error ? error.message : error)
    return c.json({ error: apiMessages.unstorableValue }, 400)
  }
  console.error(`[http] ${c.req.method} ${c.req.path} failed:`, error)
  return c.json({ error: 'Erreur interne du serveur' }, 500)
}

export const answerUnknownRoute: NotFoundHandler = (c) => c.json({ error: `Route inconnue : ${c.req.method} ${c.req.path}` }, 404)
