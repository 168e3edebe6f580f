import { providerProblem } from '../api/store-provider-api.ts'
import { checkoutMessages as messages, storeProviderAnswers as answers } from '../core/messages/checkout.ts'
import { resetCashBasket } from '../stores/cash-basket.ts'
import { onErrorPageCleared, showErrorPage } from '../stores/error-page.ts'

/** The provider dropped or closed the basket: the checkout may start over with a new one. */
export function isGoneBasket(failure: unknown): boolean {
  const detail = providerProblem(failure)?.detail
  return detail === answers.basketNotFound || detail === answers.basketComplete
}

/** docs/errors.md#error-page: the add-package error page with the provider's title and detail; the basket starts over. */
export function checkoutFailed(failure: unknown, stage: string): void {
  console.error(`[checkout] ${stage} failed:`, failure)
  const problem = providerProblem(failure)
  resetCashBasket()
  showErrorPage('TEBEX_ADD_PACKAGE_FAILED', [problem ? messages.providerRefused : messages.providerUnreachable])
}

onErrorPageCleared('TEBEX_ADD_PACKAGE_FAILED', resetCashBasket)
