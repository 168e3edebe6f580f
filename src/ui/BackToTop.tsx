import { useStore } from '@nanostores/react'

import { layoutMessages } from '../core/messages/layout.ts'
import { $scroll, scrollToTop } from '../stores/scroll.ts'

export function BackToTop() {
  const { backToTopVisible } = useStore($scroll)
  if (!backToTopVisible) return null
  return (
    <button type="button" className="back-to-top" onClick={scrollToTop} aria-label={layoutMessages.backToTop} data-testid="back-to-top">
      ↑
    </button>
  )
}
