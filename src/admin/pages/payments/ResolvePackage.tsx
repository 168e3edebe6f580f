import type { WebhookEvent } from '../../../core/contract/back-office-players.ts'
import { paymentResolutionForm as texts } from '../../../core/messages/payment-resolution.ts'
import { formText } from '../../form-text.ts'
import { StaffActionForm } from '../players/StaffActionForm.tsx'
import type { PackageLine } from './unknown-lines.ts'

export interface CashProductChoice {
  id: number
  label: string
}

interface ResolvePackageProps {
  event: WebhookEvent
  line: PackageLine
  products: CashProductChoice[]
  onDone: (done: string) => void
}

/** A paid package the catalogue did not know: staff say which product it stands for and who receives it. */
export function ResolvePackage({ event, line, products, onDone }: ResolvePackageProps) {
  return (
    <StaffActionForm
      title={texts.title(line.packageId, line.name, line.quantity)}
      path={`/payments/events/${encodeURIComponent(event.id)}/resolve`}
      submit={texts.submit}
      body={(form) => ({ line: line.index, productId: Number(formText(form, 'productId')), username: formText(form, 'username') })}
      onDone={onDone}
      testId="resolve-package"
    >
      <label className="admin-field">
        <span>{texts.product}</span>
        <select name="productId" required defaultValue="">
          <option value="" disabled>
            {texts.chooseProduct}
          </option>
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.label}
            </option>
          ))}
        </select>
      </label>
      <label className="admin-field">
        <span>{texts.username}</span>
        <input name="username" required minLength={2} maxLength={40} autoComplete="off" />
      </label>
      <p className="muted">{texts.mapping}</p>
    </StaffActionForm>
  )
}
