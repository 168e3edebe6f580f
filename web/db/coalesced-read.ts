/**
 * A read that callers arriving together share. A caller never joins a read already under way (it may
 * have started before a write the caller saw commit): it joins the next one, which starts once the
 * current one ended and the requests already received had their turn (setImmediate: the embedded
 * database runs a query without letting Node read the sockets, so without that turn each request
 * would get a read of its own). So each caller sees what was committed before it called, and a
 * thousand callers at once cost a few reads, not a thousand.
 */
export function coalescedRead<Value>(read: () => Promise<Value>): () => Promise<Value> {
  let gathering: Promise<Value> | undefined
  let running: Promise<unknown> = Promise.resolve()

  return () => {
    gathering ??= running.then(afterPendingRequests).then(() => {
      gathering = undefined
      const current = read()
      running = current.catch(() => undefined)
      return current
    })
    return gathering
  }
}

function afterPendingRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}
