/**
 * Waits until `condition` holds, checking every 50 ms, and fails after `timeoutMs`: what tests use instead of a
 * fixed sleep. `what` names the condition in the failure.
 */
export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms in vain for: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
