import { salesQuerySchema } from '../../../src/core/contract/back-office-players.ts'
import { backOfficePlayerErrors } from '../../../src/core/messages/back-office-players.ts'
import type { AppDeps } from '../../app-deps.ts'
import { HttpError } from '../../http/http-error.ts'
import { parseQuery } from '../../http/validate.ts'
import type { AdminRoute } from '../admin-route.ts'
import { readSalesReport, type SalesPeriod } from '../sales/sales-repo.ts'

const MAX_DAYS = 366

/** The sales dashboard's figures for Paris days `from`..`to` (staff). */
export function salesRoutes({ db }: AppDeps): AdminRoute[] {
  return [
    {
      method: 'GET',
      path: '/sales',
      role: 'staff',
      handle: async (c) => {
        const { from, to } = parseQuery(c, salesQuerySchema)
        return c.json(await readSalesReport(db, parisPeriod(from, to)))
      }
    }
  ]
}

/** Paris midnight of `from` to Paris midnight after `to`; a reversed, impossible or over-a-year period is a 400. */
function parisPeriod(from: string, to: string): SalesPeriod {
  const start = parisMidnight(from)
  const end = parisMidnight(to)
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end < start)
    throw new HttpError(400, backOfficePlayerErrors.badPeriod)
  const days = Math.round((end.getTime() - start.getTime()) / 86_400_000) + 1
  if (days > MAX_DAYS) throw new HttpError(400, backOfficePlayerErrors.periodTooLong(MAX_DAYS))
  return { from: start, to: parisMidnight(nextDay(to)) }
}

function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

/** 00:00 in Paris on `day` (UTC+1 in winter, +2 in summer). */
function parisMidnight(day: string): Date {
  const noonUtc = new Date(`${day}T12:00:00Z`)
  if (Number.isNaN(noonUtc.getTime()) || noonUtc.toISOString().slice(0, 10) !== day) return new Date(NaN)
  const parisNoon = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' }).format(noonUtc)
  const offsetHours = Number(parisNoon) - 12
  return new Date(Date.parse(`${day}T00:00:00Z`) - offsetHours * 3_600_000)
}
