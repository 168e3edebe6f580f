import type { Page } from 'puppeteer-core'

/**
 * A clock the test moves in the page, installed before the page's own scripts: `Date`, `setTimeout` and
 * `setInterval` run in real time, and `advance(ms)` jumps the page's time forward, firing at once every timer
 * that became due (an interval once, then its next period from there), as Playwright's `clock.fastForward`.
 * `hold(ms)` keeps every timer asked for exactly `ms` from firing until `release()`: a 5 s banner stays up
 * while a loaded machine takes its time.
 */
export interface PageClock {
  advance(ms: number): Promise<void>
  /** How long until the first timer asked for exactly `delayMs` fires, on the page's clock (fails when there is none). */
  dueIn(delayMs: number): Promise<number>
  hold(delayMs: number): Promise<void>
  release(): Promise<void>
}

interface ClockApi {
  advance(ms: number): void
  dueIn(delayMs: number): number
  hold(delayMs: number): void
  release(): void
}

/** Runs in the page, before its scripts (no closure: puppeteer sends its source). */
function installClock(): void {
  interface Timer {
    due: number
    delay: number
    interval: boolean
    run: () => void
    realId?: ReturnType<typeof setTimeout>
  }
  const real = { setTimeout: setTimeout.bind(globalThis), clearTimeout: clearTimeout.bind(globalThis), Date }
  const timers = new Map<number, Timer>()
  let offset = 0
  let nextId = 1
  let held: number | undefined
  const now = () => real.Date.now() + offset

  class PageDate extends real.Date {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now())
      else super(...(args as [string]))
    }
    static override now = now
  }
  const arm = (id: number, timer: Timer, wait = Math.max(0, timer.due - now())) => {
    if (timer.realId !== undefined) real.clearTimeout(timer.realId)
    timer.realId = held === timer.delay ? undefined : real.setTimeout(() => fire(id), wait)
  }
  const fire = (id: number) => {
    const timer = timers.get(id)
    if (!timer) return
    if (timer.interval) {
      timer.due = now() + timer.delay
      arm(id, timer)
    } else timers.delete(id)
    timer.run()
  }
  const schedule = (interval: boolean, handler: TimerHandler, delay = 0, args: unknown[]) => {
    const id = nextId++
    const wait = Math.max(interval ? 1 : 0, Number(delay) || 0)
    const run =
      typeof handler === 'function' ? () => void (handler as (...values: unknown[]) => unknown)(...args) : () => void (0, eval)(handler)
    const timer: Timer = { due: now() + wait, delay: Number(delay) || 0, interval, run }
    timers.set(id, timer)
    arm(id, timer)
    return id
  }
  const cancel = (id?: number) => {
    const timer = id === undefined ? undefined : timers.get(id)
    if (timer?.realId !== undefined) real.clearTimeout(timer.realId)
    if (id !== undefined) timers.delete(id)
  }
  const api: ClockApi = {
    advance(ms) {
      offset += ms
      const due = [...timers].filter(([, timer]) => timer.realId !== undefined && timer.due <= now())
      for (const [id, timer] of due.sort(([, a], [, b]) => a.due - b.due)) arm(id, timer, 0)
    },
    dueIn(delayMs) {
      const dues = [...timers.values()].filter((timer) => timer.delay === delayMs).map((timer) => timer.due)
      if (dues.length === 0) throw new Error(`no timer of ${delayMs} ms`)
      return Math.min(...dues) - now()
    },
    hold(delayMs) {
      held = delayMs
    },
    release() {
      held = undefined
      for (const [id, timer] of timers) if (timer.realId === undefined) arm(id, timer)
    }
  }
  Object.assign(globalThis, {
    Date: PageDate,
    setTimeout: (handler: TimerHandler, delay?: number, ...args: unknown[]) => schedule(false, handler, delay, args),
    setInterval: (handler: TimerHandler, delay?: number, ...args: unknown[]) => schedule(true, handler, delay, args),
    clearTimeout: cancel,
    clearInterval: cancel,
    pageClock: api
  })
}

/** The page's clock, for every document it opens from now on (call before `goto`). */
export async function installPageClock(page: Page): Promise<PageClock> {
  await page.evaluateOnNewDocument(installClock)
  const call = <Method extends keyof ClockApi>(method: Method, value?: number) =>
    page.evaluate(
      (method, value) => (globalThis as unknown as { pageClock: ClockApi }).pageClock[method](value ?? 0),
      method,
      value
    ) as Promise<ReturnType<ClockApi[Method]>>
  return {
    advance: (ms) => call('advance', ms),
    dueIn: (delayMs) => call('dueIn', delayMs),
    hold: (delayMs) => call('hold', delayMs),
    release: () => call('release')
  }
}
