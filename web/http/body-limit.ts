import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

import { apiMessages } from './api-messages.ts'

/** Every /api call: the largest valid body (a game server's player with 20 characters) is under 8 KiB. */
export const API_BODY_LIMIT = 64 * 1024
/** A game server's claim names every online player (2048 at most, each with up to 20 characters). */
export const CLAIM_BODY_LIMIT = 4 * 1024 * 1024
/** Back-office calls: an uploaded image (2 MiB at most) or a whole catalogue file. */
export const ADMIN_BODY_LIMIT = 8 * 1024 * 1024
/** Store-provider webhooks (a basket of 200 lines), applied by their route alone (routes/tebex-webhook-routes.ts). */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024

/**
 * Refuses a larger body with 413 before any route reads it, whether it declares its length or
 * streams it in chunks, so no caller makes the host buffer more than `maxSize` bytes.
 * A declared length is judged from the headers alone: hono/body-limit would first ask for the request's
 * body stream, which makes @hono/node-server build a full Request and a web stream for every call
 * instead of handing the route the body read straight from Node's request.
 */
export function apiBodyLimit(
  maxSize: number,
  tooLarge = (c: Context): Response | Promise<Response> => c.json({ error: apiMessages.tooLarge(Math.floor(maxSize / 1024)) }, 413)
): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize, onError: tooLarge })
  return async (c, next) => {
    const method = c.req.method
    // Node's adapter gives a GET or HEAD no body at all.
    if (method === 'GET' || method === 'HEAD') return next()
    const length = c.req.header('content-length')
    if (length !== undefined && c.req.header('transfer-encoding') === undefined && /^\d+$/.test(length)) {
      return Number(length) > maxSize ? tooLarge(c) : next()
    }
    return streamed(c, next)
  }
}
