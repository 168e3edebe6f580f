import { errorPageMessages } from '../core/messages/errors.ts'
import { clearErrorPage, type ErrorPageState } from '../stores/error-page.ts'
import { goHome } from '../stores/router.ts'
import { retryShop } from '../stores/shop.ts'

/** The large error page in docs/errors.md#error-page. */
export function ErrorPage({ error }: { error: ErrorPageState }) {
  const { text, button } = errorPageMessages[error.type]
  const act = () => {
    if (error.type === 'SHOP_NOT_FOUND') return void retryShop()
    clearErrorPage()
    goHome()
  }
  return (
    <section className="error-page" data-testid="error-page" data-error-type={error.type}>
      {/* '404' says 'no such page': a failed Discord link or payment is not that. */}
      {error.type === 'PAGE_NOT_FOUND' && (
        <p className="error-page__code" aria-hidden="true">
          404
        </p>
      )}
      <h1 className="error-page__text">{text}</h1>
      {error.wordings.map((line) => (
        <p key={line} className="error-page__wording">
          {line}
        </p>
      ))}
      <button type="button" className="button" onClick={act} data-testid="error-page-button">
        {button}
      </button>
    </section>
  )
}
