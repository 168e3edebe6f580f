import type { Context, MiddlewareHandler } from 'hono'

import { log } from '../log/logger.ts'
import { noContentPolicy, pagePolicy, type PolicyConfig } from './content-security-policy.ts'

/** The demo stand-ins play other sites (the store provider, the forum, Discord): they keep their own rules. */
const STAND_IN_PATHS = /^\/sandbox\//

/**
 * Headers on every answer: no type sniffing, the origin only as referrer to other sites, and a CSP
 * (the shop's for its pages, nothing to run or load for the rest). No X-Frame-Options: the game's NUI page
 * may frame the shop, which frame-ancestors says more precisely.
 */
export function securityHeaders(config: PolicyConfig, catalogueImageOrigins: () => Promise<readonly string[]>): MiddlewareHandler {
  const noContent = noContentPolicy(config)
  return async (c, next) => {
    const standIn = STAND_IN_PATHS.test(c.req.path)
    // Set before the route answers, they go into the answer it builds. Set after, each one made Hono copy the
    // finished Response, and @hono/node-server then streamed that copy instead of writing the body at once.
    setHeaders(c, standIn, noContent)
    await next()
    // An answer built by hand (new Response: static files, CORS preflights) does not carry them.
    if (c.res.headers.get('x-content-type-options') === null) setHeaders(c, standIn, noContent)
    if (!standIn && isPage(c)) c.header('content-security-policy', pagePolicy(config, c.req.url, await imageOrigins(catalogueImageOrigins)))
  }
}

function setHeaders(c: Context, standIn: boolean, noContent: string): void {
  c.header('x-content-type-options', 'nosniff')
  c.header('referrer-policy', 'strict-origin-when-cross-origin')
  if (!standIn) c.header('content-security-policy', noContent)
}

function isPage(c: Context): boolean {
  return /^text\/html\b/i.test(c.res.headers.get('content-type') ?? '')
}

async function imageOrigins(read: () => Promise<readonly string[]>): Promise<readonly string[]> {
  try {
    return await read()
  } catch (error) {
    // The page still loads; only images from other hosts stay blocked until the catalogue is readable.
    log.warn({ err: error }, '[http] catalogue illisible pour les sources d’images de la CSP')
    return []
  }
}
