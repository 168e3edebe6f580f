import { useState } from 'react'
import { useStore } from '@nanostores/react'

import { basketMessages as messages } from '../../core/messages/basket.ts'
import { $user } from '../../stores/session.ts'

interface BuyButtonProps {
  /** What the purchase costs: past the balance, hovering reads 'Pas assez d'Unions' (docs/unions-purchase.md#buy-button). */
  price: number
  onBuy: () => void
  disabled: boolean
  loading?: boolean
  testId?: string
}

/**
 * 'Acheter'. Below the price the purchase is blocked (docs/unions-purchase.md#buy-button): the button stays focusable and
 * reads 'Pas assez d'Unions' on hover, focus or click, and never sends the purchase.
 */
export function BuyButton({ price, onBuy, disabled, loading = false, testId = 'buy-button' }: BuyButtonProps) {
  const [pointed, setPointed] = useState(false)
  const balance = useStore($user)?.shopTokens ?? 0
  const short = balance < price
  const blocked = short && !disabled && !loading
  return (
    <button
      type="button"
      className={short ? 'button buy-button buy-button--short' : 'button buy-button'}
      onClick={() => (blocked ? setPointed(true) : onBuy())}
      onMouseEnter={() => setPointed(true)}
      onMouseLeave={() => setPointed(false)}
      onFocus={() => setPointed(true)}
      onBlur={() => setPointed(false)}
      disabled={disabled || loading}
      aria-disabled={blocked || undefined}
      aria-busy={loading}
      title={short ? messages.notEnoughUnions : undefined}
      data-testid={testId}
    >
      {loading && <span className="spinner spinner--small" aria-hidden="true" />}
      {loading ? messages.buying : pointed && short ? messages.notEnoughUnions : messages.buy}
    </button>
  )
}
