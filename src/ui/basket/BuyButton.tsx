import { useState } from 'react'

import { useStore } from '../../lib/use-store.ts'
import { basketMessages as messages } from '../../messages/basket.ts'
import { $user } from '../../stores/session.ts'

interface BuyButtonProps {
  /** What the purchase costs: past the balance, hovering reads 'Pas assez d'Unions' (SPEC §4). */
  price: number
  onBuy: () => void
  disabled: boolean
  loading?: boolean
  testId?: string
}

export function BuyButton({ price, onBuy, disabled, loading = false, testId = 'buy-button' }: BuyButtonProps) {
  const [hovered, setHovered] = useState(false)
  const balance = useStore($user)?.shopTokens ?? 0
  const short = balance < price
  return (
    <button
      type="button"
      className={short ? 'button buy-button buy-button--short' : 'button buy-button'}
      onClick={onBuy}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      disabled={disabled || loading}
      aria-busy={loading}
      data-testid={testId}
    >
      {loading && <span className="spinner spinner--small" aria-hidden="true" />}
      {loading ? messages.buying : hovered && short ? messages.notEnoughUnions : messages.buy}
    </button>
  )
}
