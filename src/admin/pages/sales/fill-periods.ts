import type { DayValue } from '../../../core/contract/back-office-players.ts'

/** Every day (YYYY-MM-DD) from `from` to `to`, with 0 where nothing was sold: a chart shows the quiet days too. */
export function fillDays(points: DayValue[], from: string, to: string): DayValue[] {
  const known = new Map(points.map((point) => [point.day, point.value]))
  const days: DayValue[] = []
  for (
    let day = new Date(`${from}T12:00:00Z`);
    day.toISOString().slice(0, 10) <= to && days.length < 400;
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    const key = day.toISOString().slice(0, 10)
    days.push({ day: key, value: known.get(key) ?? 0 })
  }
  return days
}

/** Every month (YYYY-MM) the period touches, with 0 where nothing was sold. */
export function fillMonths(points: DayValue[], from: string, to: string): DayValue[] {
  const known = new Map(points.map((point) => [point.day, point.value]))
  const months: DayValue[] = []
  for (
    let month = new Date(`${from.slice(0, 7)}-01T12:00:00Z`);
    month.toISOString().slice(0, 7) <= to.slice(0, 7) && months.length < 14;
    month.setUTCMonth(month.getUTCMonth() + 1)
  ) {
    const key = month.toISOString().slice(0, 7)
    months.push({ day: key, value: known.get(key) ?? 0 })
  }
  return months
}
