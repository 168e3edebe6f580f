import { atom } from 'nanostores'

import type { CashBasket, RequestedPackage } from '../core/domain/cash-basket.ts'
import { resetCashBasket, usableCashBasket } from '../stores/cash-basket.ts'
import { hideFullScreenLoader } from '../stores/loader.ts'
import { $user } from '../stores/session.ts'
import { whenStoreProvider } from '../stores/store-provider-config.ts'
import { addPackage, createBasket, holdsRequest, save, sendToProviderLogin } from './cash-checkout-steps.ts'
import { checkoutFailed, isGoneBasket } from './cash-failures.ts'
import { openCheckoutPopup, type CheckoutPopup, type NextPackage } from './checkout-popup.ts'

type Stage = 'create' | 'auth' | 'add'

/** One run at a time: a second click while the basket is made does not make another. */
export const $cashCheckoutRunning = atom(false)

/**
 * Steps 1–6 in docs/cash-checkout.md#steps: create the basket, have it authenticated, add the package, confirm. Goes on from where the
 * stored basket is (after the provider's login, without a request); a basket the provider dropped is made again once.
 */
export async function advance(request?: RequestedPackage, { retried = false, label = '' } = {}): Promise<void> {
  if ($cashCheckoutRunning.get()) return
  $cashCheckoutRunning.set(true)
  const run = { stage: 'create' as Stage }
  try {
    await runSteps(run, request, label)
  } catch (failure) {
    $cashCheckoutRunning.set(false)
    hideFullScreenLoader()
    if (!retried && isGoneBasket(failure)) {
      const wanted = request ?? usableCashBasket()?.requestedPackageData
      resetCashBasket()
      return await advance(wanted, { retried: true, label })
    }
    checkoutFailed(failure, run.stage)
  } finally {
    $cashCheckoutRunning.set(false)
    hideFullScreenLoader()
  }
}

async function runSteps(run: { stage: Stage }, request: RequestedPackage | undefined, label: string): Promise<void> {
  const provider = await whenStoreProvider()
  const user = $user.get()
  if (!provider || !user) return
  const stored = usableCashBasket()
  if (stored && stored.packages.length > 0) {
    showPendingOrder(stored, request, label)
    return
  }
  const wanted = request ?? stored?.requestedPackageData
  if (!wanted) return
  let basket = stored && request ? save({ ...stored, requestedPackageData: request }) : stored
  basket ??= await createBasket(provider, user, wanted)
  run.stage = 'auth'
  if (!basket.authUrl?.isSuccess) return await sendToProviderLogin(provider, basket, wanted)
  run.stage = 'add'
  const added = await addPackage(provider, user, basket, wanted)
  if (added && added.packages.length > 0) openCashCheckoutPopup({ refresh: false })
}

/** An unpaid order still holds the basket: its popup, naming the product asked for meanwhile. */
function showPendingOrder(basket: CashBasket, request: RequestedPackage | undefined, label: string): void {
  openCashCheckoutPopup({ refresh: true, next: request && !holdsRequest(basket, request) ? { request, label } : undefined })
}

/** The confirmation popup; cancelling its pending order goes on with the product asked for meanwhile. */
export function openCashCheckoutPopup({ refresh, next }: { refresh: boolean; next?: NextPackage }): CheckoutPopup | undefined {
  return openCheckoutPopup({ refresh, next, goOn: (waiting) => advance(waiting.request, { label: waiting.label }) })
}
