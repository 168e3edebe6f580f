import { Component, type ReactNode } from 'react'

import { errorMessages, errorPageMessages } from '../core/messages/errors.ts'
import { goHome } from '../stores/router.ts'

interface Props {
  /** The page's path: another page clears the failure. */
  path: string
  children: ReactNode
}

/**
 * A page that throws while it renders shows a French error page instead of an empty screen or a framework's English
 * ('Unexpected Application Error!'); the error itself goes to the console (docs/errors.md#error-page).
 */
export class PageErrorBoundary extends Component<Props, { failedPath: string | undefined }> {
  override state = { failedPath: undefined as string | undefined }

  static getDerivedStateFromError(): { failedPath: string } {
    return { failedPath: '' }
  }

  override componentDidCatch(error: unknown): void {
    console.error('[page] the page failed to render:', error)
    this.setState({ failedPath: this.props.path })
  }

  override render(): ReactNode {
    const { failedPath } = this.state
    if (failedPath === undefined || (failedPath !== '' && failedPath !== this.props.path)) return this.props.children
    return (
      <section className="error-page" data-testid="error-page" data-error-type="UNEXPECTED">
        <h1 className="error-page__text">{errorMessages.pageFailed}</h1>
        <button
          type="button"
          className="button"
          onClick={() => {
            this.setState({ failedPath: undefined })
            goHome()
          }}
          data-testid="error-page-button"
        >
          {errorPageMessages.PAGE_NOT_FOUND.button}
        </button>
      </section>
    )
  }
}
