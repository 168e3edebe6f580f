/**
 * setTimeout/clearTimeout of the resources' scripts on a clock the test moves, so a delivery round runs when the
 * test says and no test sleeps. FXServer's own setTimeout is a tick timer too (citizenfx/fivem
 * data/shared/citizen/scripting/v8/timer.js); a stopped resource's timers die with its runtime.
 */
export interface Timer {
  id: number
  owner: unknown
  dueAt: number
  delayMs: number
  callback: () => void
}

export class VirtualTimers {
  now = 0
  private nextId = 1
  private pending: Timer[] = []
  /** How many timers were ever set: a test waits for it to grow. */
  scheduledCount = 0

  set(owner: unknown, callback: () => void, delayMs: number): number {
    const timer = { id: this.nextId++, owner, dueAt: this.now + Math.max(0, delayMs), delayMs, callback }
    this.pending.push(timer)
    this.scheduledCount += 1
    return timer.id
  }

  clear(id: unknown): void {
    this.pending = this.pending.filter((timer) => timer.id !== id)
  }

  dropOwner(owner: unknown): void {
    this.pending = this.pending.filter((timer) => timer.owner !== owner)
  }

  /** The timers still to fire, soonest first. */
  list(owner?: unknown): Timer[] {
    return this.pending.filter((timer) => owner === undefined || timer.owner === owner).sort((a, b) => a.dueAt - b.dueAt)
  }

  /** Moves the clock by `ms` and fires, in order, every timer due by then. */
  advance(ms: number): void {
    const until = this.now + ms
    for (let due = this.nextDue(until); due; due = this.nextDue(until)) {
      this.now = Math.max(this.now, due.dueAt)
      this.pending = this.pending.filter((timer) => timer !== due)
      due.callback()
    }
    this.now = until
  }

  private nextDue(until: number): Timer | undefined {
    return this.list().find((timer) => timer.dueAt <= until)
  }
}
