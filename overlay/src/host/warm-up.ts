/** The longest a hidden frame stays laid out: a shop that never says it is ready is parked all the same. */
export const WARM_UP_LIMIT_MS = 15_000
/** How long parking waits for the first screen's images and fonts after the shop said it is ready. */
const MEDIA_WAIT_MS = 5_000

/**
 * A frame made before F2 (docs/in-game.md#prepared-at-spawn) is laid out out of sight (`data-warming`:
 * visibility hidden, host.css) so its first screen fetches its images and fonts; once the shop says its first
 * screen is ready and they have come, it is parked (display none, as every closed shop, so nothing is
 * laid out or drawn over the game). F2 then only shows it, as it shows a shop opened before.
 */
export function warmUp(root: HTMLElement, frame: HTMLIFrameElement): { ready(): void } {
  let parked = false
  const park = () => {
    if (parked) return
    parked = true
    clearTimeout(limit)
    delete root.dataset.warming
  }
  root.dataset.warming = ''
  const limit = setTimeout(park, WARM_UP_LIMIT_MS)
  return {
    ready: () => {
      const media = firstScreenMedia(frame.contentDocument)
      const cap = new Promise((resolve) => setTimeout(resolve, MEDIA_WAIT_MS))
      void Promise.race([media, cap]).then(park)
    }
  }
}

/** The frame's images that are still loading, and its fonts (the bundle is served beside this page: same origin). */
function firstScreenMedia(document: Document | null): Promise<unknown> {
  if (!document) return Promise.resolve()
  const images = [...document.images]
    .filter((image) => !image.complete)
    .map(
      (image) =>
        new Promise((settled) => {
          image.addEventListener('load', settled, { once: true })
          image.addEventListener('error', settled, { once: true })
        })
    )
  return Promise.all([document.fonts.ready, ...images])
}
