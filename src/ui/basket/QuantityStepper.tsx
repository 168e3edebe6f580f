import { useStore } from '@nanostores/react'

import type { Product } from '../../core/contract/catalog.ts'
import { isCharacterLimitReached, quantityCap } from '../../core/domain/basket.ts'
import { basketMessages as messages } from '../../core/messages/basket.ts'
import { $alreadyBought, decrementQuantity, incrementQuantity, removeFromBasket, type BasketLine } from '../../stores/basket.ts'

/** −, quantity, +, remove (docs/basket.md#quantities); a daily-shop line keeps its single unit. */
export function QuantityStepper({ line, product }: { line: BasketLine; product: Product | undefined }) {
  const bought = useStore($alreadyBought)(line.id)
  const fixed = line.isFromDailyShop || line.removed === true || !product
  const cap = product ? quantityCap(product, bought) : line.quantity
  return (
    <div className="quantity-stepper">
      <button
        type="button"
        className="icon-button quantity-stepper__button"
        onClick={() => decrementQuantity(line.id)}
        disabled={fixed || line.quantity <= 1}
        aria-label={messages.decrease}
        data-testid="quantity-decrease"
      >
        −
      </button>
      <output className="quantity-stepper__value" aria-label={messages.quantity} data-testid="basket-quantity">
        {line.quantity}
      </output>
      <button
        type="button"
        className="icon-button quantity-stepper__button"
        onClick={() => incrementQuantity(line.id)}
        disabled={fixed || line.quantity >= cap}
        aria-label={messages.increase}
        data-testid="quantity-increase"
      >
        +
      </button>
      <button
        type="button"
        className="icon-button quantity-stepper__remove"
        onClick={() => removeFromBasket(line.id)}
        disabled={line.removed === true}
        aria-label={messages.remove}
        title={messages.remove}
        data-testid="basket-remove"
      >
        ✕
      </button>
    </div>
  )
}

/**
 * 'Maximum atteint (n)' once the line holds as many as it may (docs/basket.md#limits); when the chosen
 * character already has all its limit allows, says so instead (the line cannot be bought for it).
 */
export function CapNotice({ line, product }: { line: BasketLine; product: Product | undefined }) {
  const bought = useStore($alreadyBought)(line.id)
  // A refused line's own error says why already (docs/unions-purchase.md#refusals: a refusal shows once).
  if (!product || line.isFromDailyShop || line.itemError) return null
  if (isCharacterLimitReached(product, bought)) {
    return (
      <span className="basket-cap basket-cap--blocked" data-testid="basket-limit-reached">
        {messages.limitReached(product.characterLimit)}
      </span>
    )
  }
  const cap = quantityCap(product, bought)
  if (line.quantity < cap) return null
  return (
    <span className="basket-cap" data-testid="basket-max">
      {messages.maxReached(cap)}
    </span>
  )
}
