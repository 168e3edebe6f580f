import type { Product } from '../../core/contract/catalog.ts'
import { checkoutMessages as messages } from '../../core/messages/checkout.ts'
import { requestCashPackage } from '../../flows/cash-request.ts'

/** A tier's 'Souscrire' (docs/cash-checkout.md#steps): the cash checkout of the Grade sold for that tier. */
export function TierSubscribe({ product, tierName }: { product: Product | undefined; tierName: string }) {
  if (!product) return null
  return (
    <button
      type="button"
      className="button tier-subscribe"
      onClick={() => void requestCashPackage(product)}
      aria-label={`${messages.subscribe} : ${tierName}`}
      data-testid="tier-subscribe"
      data-product-id={product.id}
    >
      {messages.subscribe}
    </button>
  )
}
