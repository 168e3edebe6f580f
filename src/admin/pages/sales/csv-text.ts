/**
 * A figure as CSV text (semicolons and a comma decimal, as French spreadsheets open it). A label is a product's
 * name, written by staff or imported: one that starts with = + - @, a tab or a carriage return would be read by the
 * spreadsheet as a formula (`=HYPERLINK(…)`), so it gets a leading apostrophe and is quoted, as OWASP's "CSV
 * Injection" page advises. Values are numbers the shop formats itself.
 */
export function csvText(header: [string, string], rows: [string, number][]): string {
  const lines = [header.map(csvCell).join(';'), ...rows.map(([label, value]) => `${csvCell(label)};${String(value).replace('.', ',')}`)]
  return `\ufeff${lines.join('\r\n')}\r\n`
}

export function csvCell(text: string): string {
  const neutral = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[;"\n\r\t']/.test(neutral) ? `"${neutral.replace(/"/g, '""')}"` : neutral
}
