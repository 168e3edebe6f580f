import { useEffect } from 'react'

import { loginMessages } from '../../core/messages/login.ts'
import { completeCfxLogin } from '../../stores/cfx-login.ts'

interface CfxLoginProps {
  payload: string | undefined
  state: string | undefined
}

/** docs/accounts.md#forum-account: the return point of the forum's key authorisation. */
export function CfxLoginPage({ payload, state }: CfxLoginProps) {
  useEffect(() => {
    void completeCfxLogin(payload, state)
  }, [payload, state])

  return (
    <section className="redirecting" aria-live="polite" data-testid="cfx-login-page">
      <div className="spinner" aria-hidden="true" />
      <h1 className="redirecting__title">{loginMessages.cfxPending}</h1>
    </section>
  )
}
