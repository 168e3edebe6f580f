import { useStore } from '@nanostores/react'

import { checkoutMessages as messages } from '../../core/messages/checkout.ts'
import { $usernameLookupBlock } from '../../stores/attempt-limits.ts'
import { giveGift } from '../../flows/cash-request.ts'
import { $giftLookup, clearGiftTarget, closeGiftTarget, findGiftTarget, setGiftInput } from '../../stores/gift-target.ts'
import { $productsById } from '../../stores/shop.ts'
import { Dialog } from '../overlay/Dialog.tsx'
import { Price } from '../Price.tsx'
import { ProductImage } from '../ProductImage.tsx'
import { DialogHeader } from '../overlay/DialogHeader.tsx'

/**
 * The gift popup (docs/cash-checkout.md#gifts): 'Trouver' looks the player up; a check mark once found; the clear button cancels the
 * target.
 */
export function GiftTargetPopup() {
  const lookup = useStore($giftLookup)
  const product = useStore($productsById).get(lookup?.productId ?? 0)
  const blocked = useStore($usernameLookupBlock)
  if (!lookup) return null
  const { input, target, error, searching } = lookup
  return (
    <Dialog
      name="giftTarget"
      onClose={closeGiftTarget}
      labelledBy="gift-title"
      className="gift-popup"
      backdropClassName="modal-backdrop"
      testId="gift-popup"
    >
      <DialogHeader
        titleId="gift-title"
        title={messages.giftTitle}
        closeLabel={messages.close}
        onClose={closeGiftTarget}
        closeTestId="gift-close"
      />
      {product && (
        <div className="gift-popup__product" data-testid="gift-product">
          <ProductImage src={product.image} alt="" className="gift-popup__image" />
          <span className="gift-popup__name">{product.label}</span>
          <Price product={product} />
        </div>
      )}
      <p className="muted">{messages.giftExplain}</p>
      <form
        className="gift-popup__search"
        onSubmit={(event) => {
          event.preventDefault()
          void findGiftTarget()
        }}
      >
        <label className="code-field__label" htmlFor="gift-username">
          {messages.giftUsernameLabel}
        </label>
        <div className="code-field__row">
          <div className={`gift-popup__field ${target ? 'is-found' : ''}`}>
            <input
              id="gift-username"
              className="code-field__input"
              value={input}
              autoComplete="off"
              maxLength={40}
              disabled={blocked !== undefined}
              onInput={(event) => setGiftInput(event.currentTarget.value)}
              aria-describedby="gift-status"
              aria-invalid={error !== undefined}
              data-testid="gift-username-input"
            />
            {target && (
              <span className="gift-popup__check" role="img" aria-label={messages.giftFound(target.nickname)} data-testid="gift-found">
                ✓
              </span>
            )}
            {input !== '' && (
              <button
                type="button"
                className="icon-button gift-popup__clear"
                onClick={clearGiftTarget}
                aria-label={messages.clearGiftTarget}
                data-testid="gift-clear"
              >
                ✕
              </button>
            )}
          </div>
          <button type="submit" className="button" disabled={searching || blocked !== undefined} data-testid="gift-find">
            {messages.find}
          </button>
        </div>
        <p id="gift-status" className="code-field__status is-invalid" aria-live="polite" data-testid="gift-error">
          {blocked ? messages.limitReached(blocked) : (error ?? '')}
        </p>
      </form>
      <footer className="checkout-popup__footer">
        <button type="button" className="button button--ghost" onClick={closeGiftTarget} data-testid="gift-cancel">
          {messages.cancel}
        </button>
        <button type="button" className="button" onClick={() => void giveGift()} disabled={!target} data-testid="gift-continue">
          {target ? messages.giftContinue(target.nickname) : messages.gift}
        </button>
      </footer>
    </Dialog>
  )
}
