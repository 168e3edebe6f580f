import type { Context } from 'hono'

/** A stand-in page with its own CSP, never cached. */
export function html(c: Context, csp: string, body: string, status: 200 | 400 | 404): Response {
  c.header('content-security-policy', csp)
  c.header('cache-control', 'no-store')
  return c.html(body, status)
}
