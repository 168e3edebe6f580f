import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The caller's address: the first x-forwarded-for entry behind a trusted reverse proxy (anyone can
 * send that header, so only then), the socket's otherwise; undefined when there is no socket (in-process).
 */
export function clientAddress(context: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = context.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded.slice(0, 64)
  }
  try {
    return getConnInfo(context).remote.address || undefined
  } catch {
    return undefined
  }
}
