import { atom } from 'nanostores'

/** The sheets added or on their way, by address. */
const $sheets = atom<Readonly<Record<string, Promise<void>>>>({})

/**
 * Adds `<link rel="stylesheet" href=url>` once; settles when the sheet applies. A sheet that fails to load is
 * taken out again, so the next call (the chunk error's retry) asks for it anew.
 */
export function loadStyleSheet(url: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve()
  const added = $sheets.get()[url]
  if (added) return added
  const sheet = new Promise<void>((resolve, reject) => {
    // A listing's page links the sheet itself (docs/first-screen.md#listing-preloads): applied already.
    if (pageLinks(url)) return resolve()
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = url
    link.onload = () => resolve()
    link.onerror = () => {
      link.remove()
      const { [url]: _failed, ...others } = $sheets.get()
      $sheets.set(others)
      reject(new Error(`style sheet not loaded: ${url}`))
    }
    document.head.append(link)
  })
  $sheets.set({ ...$sheets.get(), [url]: sheet })
  return sheet
}

function pageLinks(url: string): boolean {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href === url && link.sheet)
}
