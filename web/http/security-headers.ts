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
  return async (c, next) => {
    await next()
    c.header('x-content-type-options', 'nosniff')
    c.header('referrer-policy', 'strict-origin-when-cross-origin')
    if (STAND_IN_PATHS.test(c.req.path)) return
    const policy = isPage(c) ? pagePolicy(config, c.req.url, await imageOrigins(catalogueImageOrigins)) : noContentPolicy(config)
    c.header('content-security-policy', policy)
  }
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
