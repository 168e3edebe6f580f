/** The SQLSTATE of a database error (node-postgres and PGlite both set `code`), undefined for anything else. */
export function sqlStateOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined
  return typeof error.code === 'string' ? error.code : undefined
}
