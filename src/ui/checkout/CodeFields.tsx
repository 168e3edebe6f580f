import { useStore } from '@nanostores/react'

import { hasCode } from '../../core/domain/cash-basket.ts'
import { checkoutMessages as messages } from '../../core/messages/checkout.ts'
import { $creatorCodeBlock, $discountCodeBlock } from '../../stores/attempt-limits.ts'
import { $cashBasket } from '../../stores/cash-basket.ts'
import { $creatorCodes } from '../../stores/creator-codes.ts'
import {
  $codeInputs,
  $creatorCodeState,
  $discountCodeState,
  clearCreatorCode,
  removeDiscountCode,
  setCreatorCodeInput,
  setDiscountCodeInput,
  submitCreatorCode,
  submitDiscountCode
} from '../../stores/promo-codes.ts'

/** A button pressed while its field has the focus must not first send the field on blur. */
const keepFocus = (event: { preventDefault(): void }) => event.preventDefault()

/** The creator code (docs/cash-checkout.md#creator-code): applied on blur or Enter; 'Code créateur valide' / 'invalide'; a clear button. */
export function CreatorCodeField() {
  const { creatorCode } = useStore($codeInputs)
  const state = useStore($creatorCodeState)
  const blocked = useStore($creatorCodeBlock)
  const known = useStore($creatorCodes)
  return (
    <div className="code-field" data-testid="creator-code-field">
      <datalist id="creator-code-list">
        {known.map((code) => (
          <option key={code} value={code} />
        ))}
      </datalist>
      <label className="code-field__label" htmlFor="creator-code">
        {messages.creatorCodeLabel}
      </label>
      <div className="code-field__row">
        <input
          id="creator-code"
          className={`code-field__input ${state ? `is-${state}` : ''}`}
          value={creatorCode}
          placeholder={messages.creatorCodePlaceholder}
          autoComplete="off"
          list="creator-code-list"
          maxLength={64}
          disabled={blocked !== undefined}
          onInput={(event) => setCreatorCodeInput(event.currentTarget.value)}
          onBlur={() => void submitCreatorCode()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void submitCreatorCode()
          }}
          aria-describedby="creator-code-status"
          data-testid="creator-code-input"
        />
        {creatorCode !== '' && (
          <button
            type="button"
            className="icon-button code-field__clear"
            onMouseDown={keepFocus}
            onClick={() => void clearCreatorCode()}
            aria-label={messages.clearCreatorCode}
            data-testid="creator-code-clear"
          >
            ✕
          </button>
        )}
      </div>
      <p
        id="creator-code-status"
        className={`code-field__status ${blocked || state === 'invalid' ? 'is-invalid' : 'is-valid'}`}
        aria-live="polite"
        data-testid="creator-code-status"
      >
        {blocked ? messages.limitReached(blocked) : creatorCodeAnswer(state)}
      </p>
    </div>
  )
}

function creatorCodeAnswer(state: 'valid' | 'invalid' | undefined): string {
  if (state === 'valid') return messages.creatorCodeValid
  return state === 'invalid' ? messages.creatorCodeInvalid : ''
}

/**
 * The discount code (docs/cash-checkout.md#discount-code): 'Appliquer' (or blur); 'Confirmé' / 'Code incorrect'; 'Code validé' / 'Code de
 * réduction invalide'; remove.
 */
export function DiscountCodeField() {
  const { discountCode } = useStore($codeInputs)
  const answer = useStore($discountCodeState)
  const blocked = useStore($discountCodeBlock)
  const applied = hasCode(discountCode, useStore($cashBasket)?.coupons[0])
  return (
    <div className="code-field" data-testid="discount-code-field">
      <label className="code-field__label" htmlFor="discount-code">
        {messages.discountCodeLabel}
      </label>
      <div className="code-field__row">
        <input
          id="discount-code"
          className={`code-field__input ${answer ? `is-${answer.state}` : ''}`}
          // One answer shows under the field ('Confirmé' / 'Code incorrect'); the field's state is its title and colour.
          title={answer ? (answer.state === 'valid' ? messages.discountValid : messages.discountInvalid) : undefined}
          aria-invalid={answer?.state === 'invalid' || undefined}
          value={discountCode}
          placeholder={messages.discountCodePlaceholder}
          autoComplete="off"
          maxLength={64}
          disabled={blocked !== undefined || applied}
          onInput={(event) => setDiscountCodeInput(event.currentTarget.value)}
          onBlur={() => void submitDiscountCode({ onBlur: true })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void submitDiscountCode()
          }}
          aria-describedby="discount-code-status"
          data-testid="discount-code-input"
        />
        {applied ? (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void removeDiscountCode()}
            aria-label={messages.removeDiscountCode}
            data-testid="discount-code-remove"
          >
            {messages.remove}
          </button>
        ) : blocked !== undefined && discountCode !== '' ? (
          // Blocked with a code never applied: it can only be taken out, so 'Confirmer' works without it.
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void removeDiscountCode()}
            aria-label={messages.clearDiscountCode}
            data-testid="discount-code-clear"
          >
            {messages.clear}
          </button>
        ) : (
          <button
            type="button"
            className="button"
            onMouseDown={keepFocus}
            onClick={() => void submitDiscountCode()}
            disabled={discountCode.trim() === '' || blocked !== undefined}
            data-testid="discount-code-apply"
          >
            {messages.apply}
          </button>
        )}
      </div>
      <p
        id="discount-code-status"
        className={`code-field__status ${blocked || answer?.state === 'invalid' ? 'is-invalid' : 'is-valid'}`}
        aria-live="polite"
      >
        {blocked ? (
          <span data-testid="discount-code-limit">{messages.limitReached(blocked)}</span>
        ) : (
          answer && <span data-testid="discount-code-result">{answer.result}</span>
        )}
      </p>
    </div>
  )
}
