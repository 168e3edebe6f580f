import { csvText } from './csv-text.ts'

/** A figure as CSV (csv-text.ts), downloaded by the browser. */
export function downloadCsv(name: string, header: [string, string], rows: [string, number][]): void {
  const url = URL.createObjectURL(new Blob([csvText(header, rows)], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `${name}.csv`
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
