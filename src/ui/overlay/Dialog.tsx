import { useLayoutEffect, useRef, type ReactNode } from 'react'

import { $topOverlay, type OverlayName } from '../../stores/overlays.ts'
import { focusableIn, trapTab } from './focus-trap.ts'

interface DialogProps {
  name: OverlayName
  onClose: () => void
  labelledBy: string
  className: string
  backdropClassName: string
  testId: string
  children: ReactNode
}

/**
 * Every overlay's frame: traps the focus and gives it back on close; Escape
 * closes it when it is the top overlay; a click on the backdrop closes it.
 */
export function Dialog({ name, onClose, labelledBy, className, backdropClassName, testId, children }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null)
  const closeRef = useRef(onClose)
  closeRef.current = onClose

  // Before paint, in the commit that shows the frame: keys pressed as soon as it shows land inside it.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined
    const container = panel.current
    if (container) (focusableIn(container)[0] ?? container).focus()
    const onKey = (event: KeyboardEvent) => {
      if ($topOverlay.get() !== name || !panel.current) return
      if (event.key === 'Escape') {
        event.preventDefault()
        closeRef.current()
      } else trapTab(event, panel.current)
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      if (opener?.isConnected) opener.focus()
    }
  }, [name])

  return (
    <div className={backdropClassName} onClick={() => closeRef.current()}>
      <div
        ref={panel}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        data-testid={testId}
        onClick={(event) => event.stopPropagation()}
      >
        {children}
      </div>
    </div>
  )
}
