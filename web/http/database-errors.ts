import { sqlStateOf } from '../db/sql-state.ts'

/**
 * PostgreSQL's class 22 "data exception" (SQLSTATE 22xxx): a value the database cannot hold, such as
 * a NUL character in text or a number out of its column's range. Reaching the database with one is
 * a request's fault, not the server's, whatever check let it through.
 */
export function isDataException(error: unknown): boolean {
  return /^22[0-9A-Z]{3}$/.test(sqlStateOf(error) ?? '')
}
