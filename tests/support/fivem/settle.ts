import type { FiveMServer } from './fivem-server.ts'

/** Waits, one macrotask at a time (no fixed sleep), until `condition` holds; fails after `timeoutMs`. */
export async function until(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms in vain for: ${what}`)
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/**
 * Fires the resource's next timer (moving the clock to it) and waits until the resource has set the next timer
 * of the same delay: one turn of a loop that reschedules itself when done, as the delivery loop does
 * (overlay/src/server/start-server.ts). Returns the delay that was run.
 */
export async function runNextTimer(server: FiveMServer, resource: string, timeoutMs = 10_000): Promise<number> {
  const runtime = server.runtime(resource)
  if (!runtime) throw new Error(`${resource} is not running`)
  const [next] = server.timers.list(runtime)
  if (!next) throw new Error(`${resource} has no timer set`)
  server.timers.advance(next.dueAt - server.timers.now)
  await until(
    () => server.timers.list(runtime).some((timer) => timer.id > next.id && timer.delayMs === next.delayMs),
    `${resource} to set its next ${next.delayMs} ms timer`,
    timeoutMs
  )
  return next.delayMs
}
