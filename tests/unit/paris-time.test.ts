import { describe, expect, it } from 'vitest'

import { nextParisMidnight, parisDay } from '../../src/core/domain/paris-time.ts'

const at = (iso: string) => Date.parse(iso)
const iso = (instant: number) => new Date(instant).toISOString()

describe('parisDay', () => {
  it('is the calendar day in Paris, not in UTC', () => {
    expect(parisDay(at('2026-01-15T22:59:59Z'))).toBe('2026-01-15')
    expect(parisDay(at('2026-01-15T23:00:00Z'))).toBe('2026-01-16')
    expect(parisDay(at('2026-07-15T21:59:59Z'))).toBe('2026-07-15')
    expect(parisDay(at('2026-07-15T22:00:00Z'))).toBe('2026-07-16')
  })
})

describe('nextParisMidnight', () => {
  it('is 23:00 UTC in winter and 22:00 UTC in summer', () => {
    expect(iso(nextParisMidnight(at('2026-01-15T10:00:00Z')))).toBe('2026-01-15T23:00:00.000Z')
    expect(iso(nextParisMidnight(at('2026-07-15T10:00:00Z')))).toBe('2026-07-15T22:00:00.000Z')
  })

  it('crosses the spring change (29 March 2026: 23 hours long)', () => {
    expect(iso(nextParisMidnight(at('2026-03-28T12:00:00Z')))).toBe('2026-03-28T23:00:00.000Z')
    expect(iso(nextParisMidnight(at('2026-03-29T12:00:00Z')))).toBe('2026-03-29T22:00:00.000Z')
  })

  it('crosses the autumn change (25 October 2026: 25 hours long)', () => {
    expect(iso(nextParisMidnight(at('2026-10-24T12:00:00Z')))).toBe('2026-10-24T22:00:00.000Z')
    expect(iso(nextParisMidnight(at('2026-10-25T12:00:00Z')))).toBe('2026-10-25T23:00:00.000Z')
  })

  it('at midnight exactly, is the next one', () => {
    expect(iso(nextParisMidnight(at('2026-01-15T23:00:00Z')))).toBe('2026-01-16T23:00:00.000Z')
  })

  it('turns the day over', () => {
    const instant = at('2026-10-25T05:00:00Z')
    expect(parisDay(nextParisMidnight(instant))).toBe('2026-10-26')
    expect(parisDay(nextParisMidnight(instant) - 1)).toBe('2026-10-25')
  })
})
