import { useStore } from '@nanostores/react'

import { formatUnions } from '../../core/domain/money.ts'
import { basketMessages as messages } from '../../core/messages/basket.ts'
import { debtMessages } from '../../core/messages/debt.ts'
import { shopMessages } from '../../core/messages/shop.ts'
import { $basket, $basketProducts, $basketTotal, $hasErroredLines, $linesOverLimit, clearBasket } from '../../stores/basket.ts'
import { $selectedCharacter } from '../../stores/characters.ts'
import { $balanceShort, $purchaseDialog, type PurchaseDialog as DialogFlow } from '../../flows/purchase-dialog.ts'
import { $loggedIn, $user } from '../../stores/session.ts'
import { Dialog } from '../overlay/Dialog.tsx'
import { BuyButton } from './BuyButton.tsx'
import { CharacterPicker } from './CharacterPicker.tsx'
import { PurchaseLine } from './PurchaseLine.tsx'
import { DialogHeader } from '../overlay/DialogHeader.tsx'

/** The purchase confirmation in docs/unions-purchase.md#purchase-dialog: lines, total, character, 'Acheter'. */
export function PurchaseDialog() {
  const dialog = useStore($purchaseDialog)
  return dialog ? <PurchaseDialogView dialog={dialog} /> : null
}

function PurchaseDialogView({ dialog }: { dialog: DialogFlow }) {
  const lines = useStore($basket)
  const productOf = useStore($basketProducts)
  const total = useStore($basketTotal)
  const hasErrored = useStore($hasErroredLines)
  const purchase = useStore(dialog.$state)
  const loggedIn = useStore($loggedIn)
  const character = useStore($selectedCharacter)
  const balance = useStore($user)?.shopTokens ?? 0
  const short = useStore($balanceShort)
  const overLimit = useStore($linesOverLimit).length > 0
  const empty = lines.every((line) => line.removed)
  return (
    <Dialog
      name="purchaseConfirm"
      onClose={dialog.close}
      labelledBy="purchase-title"
      className="purchase-dialog"
      backdropClassName="modal-backdrop"
      testId="purchase-dialog"
    >
      <DialogHeader
        titleId="purchase-title"
        title={messages.purchaseTitle}
        closeLabel={messages.close}
        onClose={dialog.close}
        closeTestId="purchase-close"
      />
      {empty ? (
        <p className="muted" data-testid="purchase-empty">
          {messages.emptyBasket}
        </p>
      ) : (
        <ul className="purchase-lines">
          {lines.map((line) => (
            <PurchaseLine key={line.id} line={line} product={productOf(line.id)} />
          ))}
        </ul>
      )}
      {!empty && (
        <div className="purchase-dialog__bulk">
          {hasErrored && (
            <button type="button" className="button button--ghost" onClick={dialog.removeErrored} data-testid="remove-errored">
              {messages.removeErrored}
            </button>
          )}
          <button type="button" className="link-button" onClick={clearBasket} disabled={purchase.loading} data-testid="basket-clear">
            {messages.clear}
          </button>
        </div>
      )}
      <dl className="purchase-summary">
        <dt>{messages.total}</dt>
        <dd data-testid="purchase-total">
          {formatUnions(total)} <span className="price__unit">{shopMessages.unions}</span>
        </dd>
        <dt>{messages.balance}</dt>
        <dd className={short ? 'is-short' : ''} data-testid="purchase-balance">
          {formatUnions(balance)} <span className="price__unit">{shopMessages.unions}</span>
        </dd>
      </dl>
      {short && !empty && (
        <p className="purchase-error" role="status" data-testid="purchase-short">
          {messages.missingUnions(formatUnions(total - balance))}
        </p>
      )}
      <CharacterPicker />
      {balance < 0 ? <DebtNotice owed={-balance} /> : !empty && <PurchaseErrors dialog={dialog} />}
      <footer className="purchase-dialog__footer">
        <button
          type="button"
          className="button button--ghost"
          onClick={dialog.close}
          disabled={purchase.loading}
          data-testid="purchase-cancel"
        >
          {messages.cancel}
        </button>
        <BuyButton
          price={total}
          onBuy={() => void dialog.buy()}
          disabled={!loggedIn || !character || empty || overLimit || balance < 0}
          loading={purchase.loading}
        />
      </footer>
    </Dialog>
  )
}

/** In debt, nothing can be bought: the dialog says why before the player tries. */
function DebtNotice({ owed }: { owed: number }) {
  return (
    <p className="purchase-error" role="alert" data-testid="purchase-debt">
      {debtMessages.spendingRefused(owed)}
    </p>
  )
}

function PurchaseErrors({ dialog }: { dialog: DialogFlow }) {
  const { error, shopTokenError } = useStore(dialog.$state)
  // A debt's message already names the amount owed.
  const text =
    shopTokenError && shopTokenError.shopTokensAmount >= 0
      ? messages.tokenShortage(shopTokenError.message, formatUnions(shopTokenError.shopTokensAmount))
      : (shopTokenError?.message ?? error)
  if (!text) return null
  return (
    <p className="purchase-error" role="alert" data-testid="purchase-error">
      {text}
    </p>
  )
}
