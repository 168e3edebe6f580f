import { useEffect, useRef, type KeyboardEvent } from 'react'

import screenshot from '../assets/login-game-screenshot.svg'
import { loginGuideMessages as messages } from '../core/messages/login-guide.ts'
import { focusableIn, trapTab } from './overlay/focus-trap.ts'

/** Slides over the login panel (200 ms), keeps the focus inside, gives it back on close. */
export function LoginGuide({ onClose }: { onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined
    window.scrollTo(0, 0)
    if (panel.current) (focusableIn(panel.current)[0] ?? panel.current).focus()
    return () => {
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' && event.key !== 'Tab') return
    // The guide handles these itself: the login panel beneath must not close or move the focus.
    event.stopPropagation()
    event.nativeEvent.stopImmediatePropagation()
    if (event.key === 'Escape') onClose()
    else if (panel.current) trapTab(event.nativeEvent, panel.current)
  }

  return (
    <div
      ref={panel}
      className="login-guide"
      role="dialog"
      aria-modal="true"
      aria-labelledby="login-guide-title"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="login-guide"
    >
      <button type="button" className="icon-button" onClick={onClose} aria-label={messages.back} data-testid="login-guide-close">
        ←
      </button>
      <h2 id="login-guide-title">{messages.title}</h2>
      <p data-testid="login-guide-instruction">
        {messages.instructionStart} <strong className="login-guide__menu-item">{messages.menuItem}</strong>
        <span className="login-guide__menu-item-mobile">{messages.menuItemMobile}</span>
        {messages.instructionEnd}
      </p>
      <img className="login-guide__screenshot" src={screenshot} alt={messages.screenshotAlt} width="800" height="450" />
    </div>
  )
}
