import { useEffect } from 'react'
import { useStore } from '@nanostores/react'

import { isAllowedRedirect } from '../../core/domain/redirect-targets.ts'
import { redirectingMessages as messages } from '../../core/messages/redirecting.ts'
import { $pendingPackage, $redirectState, REDIRECT_DELAY_MS, REDIRECT_FAILURE_MS } from '../../stores/redirecting.ts'
import { goHome } from '../../stores/router.ts'

/**
 * Step 3 in docs/cash-checkout.md#steps: with a package waiting, go to `to` after 200 ms; without one,
 * flag the failure after 2 s and go home 2 s later. Only allowed targets are followed.
 * Leaving the page (Annuler) clears the timers.
 */
export function RedirectingPage({ to }: { to: string | undefined }) {
  const pendingPackage = useStore($pendingPackage)
  const state = useStore($redirectState)

  useEffect(() => {
    $redirectState.set('redirecting')
    const timers: ReturnType<typeof setTimeout>[] = []
    if (to && pendingPackage !== undefined && isAllowedRedirect(to, location.origin)) {
      timers.push(setTimeout(() => location.assign(new URL(to, location.origin).href), REDIRECT_DELAY_MS))
    } else {
      timers.push(
        setTimeout(() => {
          $redirectState.set('failed')
          timers.push(setTimeout(goHome, REDIRECT_FAILURE_MS))
        }, REDIRECT_FAILURE_MS)
      )
    }
    return () => timers.forEach(clearTimeout)
  }, [to, pendingPackage])

  return (
    <section className="redirecting" aria-live="polite" data-testid="redirecting-page">
      <div className="spinner" aria-hidden="true" />
      <h1 className="redirecting__title">{messages.title}</h1>
      {state === 'failed' && (
        <p role="alert" data-testid="redirecting-failed">
          {messages.failed}
        </p>
      )}
      <button type="button" className="button button--ghost" onClick={goHome} data-testid="redirecting-cancel">
        {messages.cancel}
      </button>
    </section>
  )
}
