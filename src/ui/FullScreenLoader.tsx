import { useStore } from '@nanostores/react'

import { $fullScreenLoader } from '../stores/loader.ts'

/** Over the whole page while the shop's data loads or a payment starts: on the first screen, with its styles. */
export function FullScreenLoader() {
  const message = useStore($fullScreenLoader)
  if (message === undefined) return null
  return (
    <div className="full-screen-loader" role="alert" aria-busy="true" data-testid="full-screen-loader">
      <div className="spinner" aria-hidden="true" />
      <p>{message}</p>
    </div>
  )
}
