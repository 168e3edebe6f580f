/** The game's own pages: https://cfx-nui-<resource> (cerulean) and nui://<resource> (older manifests). */
const GAME_PAGE = /^(?:https?:\/\/cfx-nui-|nui:\/\/)/i

/** Whether `url` is a page of the game's browser, which no browser outside the game can open. */
export function isGamePage(url: string): boolean {
  return GAME_PAGE.test(url.trim())
}

/**
 * The website's origin: in the bundle built into the game, the shop's address it calls (the website);
 * elsewhere the page's own. Never the game's page (DESIGN.md "Leaving the game").
 */
export function websiteOrigin(embedded: boolean, shopUrl: string, pageOrigin: string): string {
  const address = embedded && shopUrl ? shopUrl : pageOrigin
  // Checked before URL parsing: nui:// has no origin of its own ('null').
  if (isGamePage(address)) throw new Error(`no website address outside the game for ${address}`)
  return new URL(address).origin
}

/** An address of the website that another site sends the player back to (store provider, Discord). */
export function websiteAddress(path: string, origin: string, params: Record<string, string> = {}): string {
  if (isGamePage(origin)) throw new Error(`a return address cannot be the game's page (${origin})`)
  const url = new URL(path, origin)
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  return url.href
}
