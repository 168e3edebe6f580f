/**
 * Runs jobs one at a time, in the order they came, each starting on a new turn of the event loop.
 *
 * PGlite answers a query without giving the event loop a turn, and its own queue hands the next job
 * on through promises alone: a hundred requests waiting make one turn of a hundred jobs. Node accepts
 * one new connection per turn, so a player connecting then waited for every job queued, once per
 * connection ahead of them (seconds under load). A turn between jobs keeps each turn one job long.
 */
export function createTurnQueue(): <Result>(job: () => Promise<Result>) => Promise<Result> {
  let last: Promise<unknown> = Promise.resolve()
  return (job) => {
    const run = last.then(nextTurn).then(job)
    last = run.catch(() => undefined)
    return run
  }
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}
