import { sqlStateOf } from '../db/sql-state.ts'

/** Socket failures node-postgres passes on when the server cannot be reached or goes away. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'])

/**
 * SQLSTATEs of a server that is stopping, starting or full (PostgreSQL's errcodes-appendix):
 * class 08 connection exception, 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now,
 * 53300 too_many_connections.
 */
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/

/**
 * node-postgres's own errors when a connection ends or never opens (pg 8: client.js "Connection terminated
 * unexpectedly", pg-pool "timeout exceeded when trying to connect", "Client has encountered a connection error…").
 */
const DRIVER_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /connection error and is not queryable/]

/**
 * Whether `error` says the database could not be reached (not that a query was wrong): such a request
 * is answered 503, like /readyz, never 500. AggregateError is how node reports a refused connection
 * tried on several addresses (localhost: ::1 then 127.0.0.1).
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = sqlStateOf(error)
  if (code !== undefined && (NETWORK_CODES.has(code) || UNAVAILABLE_STATE.test(code))) return true
  if (DRIVER_MESSAGES.some((pattern) => pattern.test(error.message))) return true
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnreachable)
  return error.cause !== undefined && error.cause !== error && isDatabaseUnreachable(error.cause)
}
