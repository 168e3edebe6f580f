import type { ErrorHandler } from 'hono'

import type { AnswerCache } from '../http/answer-cache.ts'
import { answerError } from '../http/error-answer.ts'
import { HttpError } from '../http/http-error.ts'
import { isDataException } from '../http/database-errors.ts'
import type { SchemaWatch } from './schema-watch.ts'

/** What players read while the database runs a newer release than this host (README « Upgrading »). */
export const UPGRADE_MESSAGE = 'Mise à jour en cours : la boutique revient dans quelques minutes.'
/** Still answered while upgrading: the process manager's, the load balancer's and Prometheus's paths. */
const OPEN_PATHS = new Set(['/healthz', '/readyz', '/metrics'])
const RETRY_AFTER_SECONDS = '30'

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>

/**
 * In front of everything (the kept answers of answer-cache.ts too): once the database has migrations this code
 * does not know, every request but the health and metrics paths answers 503 « mise à jour en cours » (JSON {error}
 * for the API, a French page for a browser), so a load balancer moves players to the new hosts.
 */
export function withUpgradeGate(fetch: Fetch, schema: Pick<SchemaWatch, 'unknownMigrations'>): Fetch {
  return (request, env) => {
    if (schema.unknownMigrations().length === 0) return fetch(request, env)
    const { pathname } = new URL(request.url)
    if (OPEN_PATHS.has(pathname)) return fetch(request, env)
    return upgradeAnswer(request, pathname)
  }
}

/**
 * The app's error handler, except that an unexpected database error first reads the applied migrations again: an
 * old host whose database was just migrated answers that request 503, not 500, before its next scheduled reading.
 */
export function answerErrorDuringUpgrade(schema: Pick<SchemaWatch, 'recheck'>): ErrorHandler {
  return async (error, c) => {
    if (error instanceof HttpError || isDataException(error)) return answerError(error, c)
    const newer = await schema.recheck().catch(() => false)
    if (!newer) return answerError(error, c)
    return upgradeAnswer(c.req.raw, c.req.path)
  }
}

function upgradeAnswer(request: Request, pathname: string): Response {
  const headers = { 'cache-control': 'no-store', 'retry-after': RETRY_AFTER_SECONDS }
  const wantsPage = !pathname.startsWith('/api/') && (request.headers.get('accept') ?? '').includes('text/html')
  if (!wantsPage) return Response.json({ error: UPGRADE_MESSAGE }, { status: 503, headers })
  return new Response(UPGRADE_PAGE, {
    status: 503,
    headers: {
      ...headers,
      'content-type': 'text/html; charset=utf-8',
      // Outside the app, so without its security headers: this page needs nothing but its own inline style.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff'
    }
  })
}

const UPGRADE_PAGE = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Mise à jour en cours — Boutique</title></head>
<body style="font-family: system-ui, sans-serif; background: #111; color: #eee; text-align: center; padding: 4rem 1rem">
<h1>Mise à jour en cours</h1>
<p>La boutique revient dans quelques minutes. Rechargez la page un peu plus tard.</p>
</body>
</html>
`

/** The node shortcut's kept answers (http/node-shortcut.ts), none while upgrading: the gate answers. */
export function keptUnlessUpgrading(
  cache: Pick<AnswerCache, 'keptShopVer' | 'keptDailyShop'>,
  schema: Pick<SchemaWatch, 'unknownMigrations'>
): Pick<AnswerCache, 'keptShopVer' | 'keptDailyShop'> {
  const upgrading = () => schema.unknownMigrations().length > 0
  return {
    keptShopVer: (version, origin) => (upgrading() ? undefined : cache.keptShopVer(version, origin)),
    keptDailyShop: (origin) => (upgrading() ? undefined : cache.keptDailyShop(origin))
  }
}
