/** What the game's browser adds to every NUI page (research/fivem.md §2.1, §2.8); absent in ordinary browsers. */
interface NuiWindow {
  invokeNative?: (type: string, argument: string) => void
  GetParentResourceName?: () => string
}

const nui = window as Window & NuiWindow

/** The resource's name, which is also the host of its NUI callbacks. */
export function resourceName(): string {
  return typeof nui.GetParentResourceName === 'function' ? nui.GetParentResourceName() : 'boutique'
}

/** Opens the player's own browser (popups do nothing in NUI); window.open outside the game. */
export function openInBrowser(url: string): void {
  if (typeof nui.invokeNative === 'function') nui.invokeNative('openUrl', url)
  else window.open(url, '_blank', 'noopener,noreferrer')
}

/** A NUI callback of the client script; the client always answers. */
export async function nuiCallback(name: string, data: unknown = {}): Promise<void> {
  try {
    await fetch(`https://${resourceName()}/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=UTF-8' },
      body: JSON.stringify(data)
    })
  } catch (failure) {
    console.warn(`[boutique] NUI callback ${name} failed:`, failure)
  }
}
