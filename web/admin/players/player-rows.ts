/** A timestamp column as the ISO text the back-office contract carries (PGlite and pg both hand back Dates). */
export function iso(value: Date | string): string {
  return new Date(value).toISOString()
}

export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : iso(value)
}
