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
        return c.json(await readSalesReport(db, checkedPeriod(from, to)))
      }
    }
  ]
}

/** Days that exist, in order, at most a year; a reversed, impossible or over-a-year period is a 400. */
function checkedPeriod(from: string, to: string): SalesPeriod {
  const start = dayNumber(from)
  const end = dayNumber(to)
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) throw new HttpError(400, backOfficePlayerErrors.badPeriod)
  if (end - start + 1 > MAX_DAYS) throw new HttpError(400, backOfficePlayerErrors.periodTooLong(MAX_DAYS))
  return { from, to }
}

/** Days since 1970-01-01 of a YYYY-MM-DD that exists in the calendar (not 2026-02-30, nor year 0), else NaN. */
function dayNumber(day: string): number {
  const noon = new Date(`${day}T12:00:00Z`)
  if (Number.isNaN(noon.getTime()) || noon.toISOString().slice(0, 10) !== day || noon.getUTCFullYear() < 1) return Number.NaN
  return Math.floor(noon.getTime() / 86_400_000)
}
