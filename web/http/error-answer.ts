import type { ErrorHandler, NotFoundHandler } from 'hono'

import { isAppPath } from '../../src/core/domain/routes.ts'
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

/**
 * A page of the shop asked with another method than GET or HEAD (a form posted to it): 405, as the spec's router
 * answers a route without an action, in French (docs/spec-decisions.md). Anything else unknown: 404.
 */
export const answerUnknownRoute: NotFoundHandler = (c) => {
  const { method, path } = c.req
  if (method !== 'GET' && method !== 'HEAD' && !path.startsWith('/api/') && isAppPath(path)) {
    c.header('Allow', 'GET, HEAD')
    return c.json({ error: apiMessages.pageMethodNotAllowed }, 405)
  }
  return c.json({ error: `Route inconnue : ${method} ${path}` }, 404)
}
