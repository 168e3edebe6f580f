import { atom, onMount } from 'nanostores'

/** docs/layout.md#back-to-top. */
export const BACK_TO_TOP_THRESHOLD_PX = 100
/** Below this the header always shows: it is still in its place at the top. */
const HEADER_ZONE_PX = 80

export interface ScrollState {
  /** The header hides while the page scrolls down and shows again on the way up. */
  headerHidden: boolean
  backToTopVisible: boolean
}

export const $scroll = atom<ScrollState>({ headerHidden: false, backToTopVisible: false })

export function nextScrollState(previousY: number, y: number, current: ScrollState): ScrollState {
  const headerHidden = y <= HEADER_ZONE_PX ? false : y > previousY ? true : y < previousY ? false : current.headerHidden
  return { headerHidden, backToTopVisible: y > BACK_TO_TOP_THRESHOLD_PX }
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: 'smooth' })
}

onMount($scroll, () => {
  let lastY = window.scrollY
  let frame = 0
  const onScroll = () => {
    if (frame) return
    frame = requestAnimationFrame(() => {
      frame = 0
      const y = window.scrollY
      const next = nextScrollState(lastY, y, $scroll.get())
      lastY = y
      const current = $scroll.get()
      if (next.headerHidden !== current.headerHidden || next.backToTopVisible !== current.backToTopVisible) $scroll.set(next)
    })
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  return () => {
    window.removeEventListener('scroll', onScroll)
    cancelAnimationFrame(frame)
  }
})
