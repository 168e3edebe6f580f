import { $anyOverlayOpen } from '../stores/overlays.ts'

/** The page does not scroll under an open overlay; answers how to stop following. */
export function followScrollLock(): () => void {
  return $anyOverlayOpen.subscribe((locked) => {
    document.body.classList.toggle('is-scroll-locked', locked)
  })
}
