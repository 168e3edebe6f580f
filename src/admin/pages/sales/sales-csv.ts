/** A figure as CSV (semicolons and a comma decimal, as French spreadsheets open it), downloaded by the browser. */
export function downloadCsv(name: string, header: [string, string], rows: [string, number][]): void {
  const escape = (text: string) => (/[;"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text)
  const lines = [header.map(escape).join(';'), ...rows.map(([label, value]) => `${escape(label)};${String(value).replace('.', ',')}`)]
  const url = URL.createObjectURL(new Blob([`\ufeff${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `${name}.csv`
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
