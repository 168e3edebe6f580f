import type { Server as HttpServer } from 'node:http'
import { Server as NetServer } from 'node:net'

/** How long a connection already open may still bring a request it sent as the stop began. */
export const IDLE_GRACE_MS = 1_000

/**
 * A stop that loses no request: listening ends at once, every request on a connection already open
 * is answered (with Connection: close, so the connection ends after it), and connections still idle
 * after IDLE_GRACE_MS are closed. `onStopped` runs once the last connection is gone.
 * Node's own server.close() closes idle connections at once, which drops a request the client has
 * sent but the server has not read yet (the embedded database can hold the event loop that long).
 * Both steps wait for the event loop's next check phase (setImmediate), after its I/O poll: connections
 * the kernel already completed are accepted before the listener closes (closing it would reset them),
 * and bytes already arrived are read before idle connections close (a loop held up past the grace
 * would otherwise run the timer first and reset connections whose request waits unread).
 */
export function gracefulStop(server: HttpServer): (onStopped: () => void) => void {
  let stopping = false
  server.on('request', (_request, response) => {
    if (stopping) response.setHeader('connection', 'close')
  })
  return (onStopped) => {
    if (stopping) return
    stopping = true
    setImmediate(() => NetServer.prototype.close.call(server, () => onStopped()))
    setTimeout(() => setImmediate(() => server.closeIdleConnections()), IDLE_GRACE_MS).unref()
  }
}
