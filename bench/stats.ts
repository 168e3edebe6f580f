/** The value below which `p` percent of the samples fall (nearest rank). */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN
}

export function median(samples: number[]): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
export const ms = (value: number) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : Math.round(value)} ms` : '—')
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`
export const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')}/s`
export const ratio = (value: number) => `${value.toFixed(2)}×`
