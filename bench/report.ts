/** One part of BENCHMARKS.md, with the targets it decides and the load errors it saw. */
export interface Section {
  markdown: string
  targets: Target[]
  /** Errors, time-outs or non-2xx answers of a load run: any one fails the bench. */
  failures: string[]
}

export interface Target {
  what: string
  met: boolean
  figures: string
}

export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map((_, index) => (index === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n')
}
