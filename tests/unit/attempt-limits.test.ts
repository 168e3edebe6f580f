import { describe, expect, it } from 'vitest'

import {
  afterFailure,
  afterSuccess,
  blockRemainingMs,
  formatBlockCountdown,
  type AttemptCounter
} from '../../src/core/domain/attempt-counter.ts'

const failures = (count: number, start = 0, step = 1_000): AttemptCounter | undefined => {
  let counter: AttemptCounter | undefined
  for (let index = 0; index < count; index += 1) counter = afterFailure(counter, start + index * step)
  return counter
}

describe('attempt counters (docs/cash-checkout.md#attempt-limit)', () => {
  it('blocks at the fifth failure within 5 minutes, for 5 minutes from it', () => {
    expect(blockRemainingMs(failures(4), 4_000)).toBe(0)
    const blocked = failures(5)
    expect(blockRemainingMs(blocked, 4_000)).toBe(300_000)
    expect(blockRemainingMs(blocked, 303_999)).toBe(1)
    expect(blockRemainingMs(blocked, 304_000)).toBe(0)
  })

  it('starts over once the block ran out, or when the failures are older than the window', () => {
    expect(afterFailure(failures(5), 304_000)).toEqual({ count: 1, firstAt: 304_000 })
    expect(afterFailure(failures(4), 300_000)).toEqual({ count: 1, firstAt: 300_000 })
    expect(blockRemainingMs(failures(5, 0, 75_000), 300_000)).toBe(0)
  })

  it('a success takes one failure back, never a block', () => {
    expect(afterSuccess(failures(3), 3_000)).toMatchObject({ count: 2 })
    expect(afterSuccess(failures(1), 1_000)).toBeUndefined()
    const blocked = failures(5)
    expect(afterSuccess(blocked, 5_000)).toEqual(blocked)
  })

  it('shows the wait as m:ss, rounded up', () => {
    expect(formatBlockCountdown(300_000)).toBe('5:00')
    expect(formatBlockCountdown(299_001)).toBe('5:00')
    expect(formatBlockCountdown(299_000)).toBe('4:59')
    expect(formatBlockCountdown(9_000)).toBe('0:09')
  })
})
