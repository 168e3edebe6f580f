const sheets = new Map<string, Promise<void>>()

/**
 * Adds `<link rel="stylesheet" href=url>` once; settles when the sheet applies. A sheet that fails to load is
 * taken out again, so the next call (the chunk error's retry) asks for it anew.
 */
export function loadStyleSheet(url: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  let sheet = sheets.get(url)
  if (!sheet) {
    sheet = new Promise<void>((resolve, reject) => {
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = url
      link.onload = () => resolve()
      link.onerror = () => {
        link.remove()
        sheets.delete(url)
        reject(new Error(`style sheet not loaded: ${url}`))
      }
      document.head.append(link)
    })
    sheets.set(url, sheet)
  }
  return sheet
}
