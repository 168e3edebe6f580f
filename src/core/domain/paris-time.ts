import { madeOnce } from '../lib/made-on-first-use.ts'

const PARIS = 'Europe/Paris'

const partsFormatter = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: PARIS,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23'
    })
)

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

function parisWallClock(instant: number): WallClock {
  const parts: Record<string, number> = {}
  for (const part of partsFormatter().formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0
  }
}

/** Milliseconds Paris is ahead of UTC at `instant` (1 h in winter, 2 h in summer). */
function parisOffset(instant: number): number {
  const wall = parisWallClock(instant)
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  return wallAsUtc - Math.floor(instant / 1000) * 1000
}

/** The calendar day in Paris, as YYYY-MM-DD. */
export function parisDay(instant: number): string {
  const { year, month, day } = parisWallClock(instant)
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The instant of the next midnight in Paris after `instant`. */
export function nextParisMidnight(instant: number): number {
  const { year, month, day } = parisWallClock(instant)
  const midnightAsUtc = Date.UTC(year, month - 1, day + 1)
  const guess = midnightAsUtc - parisOffset(midnightAsUtc)
  // The offset may differ on either side of a DST change: measure it again at the guess.
  return midnightAsUtc - parisOffset(guess)
}
