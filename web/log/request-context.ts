import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/** What every log line written while a request is answered carries, and what its metrics are labelled with. */
export interface RequestContext {
  requestId: string
  /** The pattern of the route that answered (`/api/server/players/:identifier`), set by the app once it answered. */
  route?: string
}

/** Follows a request through every await, so a line logged deep down still names its request. */
export const requestContext = new AsyncLocalStorage<RequestContext>()

/** Letters, digits and `._:-`: a UUID, nginx's `$request_id`, a load balancer's trace id. */
const SANE_REQUEST_ID = /^[\w.:-]{8,100}$/

/** The incoming X-Request-Id when it is a sane one (a proxy's, to follow a request across both logs), else a new one. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && isSaneRequestId(incoming) ? incoming : randomUUID()
}

export function isSaneRequestId(incoming: string): boolean {
  return SANE_REQUEST_ID.test(incoming)
}
