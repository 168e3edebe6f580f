import type { ErrorHandler, NotFoundHandler } from 'hono'

import { apiMessages } from './api-messages.ts'
import { isDataException } from './database-errors.ts'
import { isDatabaseUnreachable } from './database-unreachable.ts'
import { HttpError } from './http-error.ts'
import { log } from '../log/logger.ts'

/**
 * A refusal is its status and French message; a value the database refuses is a 400; a database that
 * cannot be reached a 503; anything else a logged 500.
 */
export const answerError: ErrorHandler = (error, c) => {
  if (error instanceof HttpError) return c.json({ ...error.details, error: error.message }, error.status)
  if (isDataException(error)) {
    log.warn({ method: c.req.method, path: c.req.path, err: error }, '[http] valeur refusée par la base')
    return c.json({ error: apiMessages.unstorableValue }, 400)
  }
  if (isDatabaseUnreachable(error)) {
    log.error({ method: c.req.method, path: c.req.path, err: error }, '[http] base de données injoignable')
    c.header('Retry-After', '5')
    return c.json({ error: apiMessages.databaseUnreachable }, 503)
  }
  log.error({ method: c.req.method, path: c.req.path, err: error }, '[http] erreur interne')
  return c.json({ error: 'Erreur interne du serveur' }, 500)
}

export const answerUnknownRoute: NotFoundHandler = (c) => c.json({ error: `Route inconnue : ${c.req.method} ${c.req.path}` }, 404)
