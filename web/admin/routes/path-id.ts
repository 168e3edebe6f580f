import { HttpError } from '../../http/http-error.ts'
import type { AdminContext } from '../admin-route.ts'

/** The route's :id as a positive integer, or a 404 (an id that cannot exist names nothing). */
export function pathId(c: AdminContext, notFound: string): number {
  const raw = c.req.param('id') ?? ''
  const id = /^[1-9][0-9]{0,17}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(id) || id > 2 ** 53) throw new HttpError(404, notFound)
  return id
}
