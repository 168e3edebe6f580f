import { useState, type FormEvent } from 'react'

import { stockAnswerSchema } from '../../core/contract/back-office-catalogue.ts'
import { staffMessage } from '../api/admin-failures.ts'
import { adminRequest } from '../api/admin-request.ts'
import { stockText } from '../../core/messages/back-office-catalogue-labels.ts'
import { formText } from '../form-text.ts'
import { productPageMessages as messages } from '../../core/messages/back-office-catalogue-ui.ts'

/** A limited stock moves only by +n / −n with a reason, applied atomically on the server. */
export function StockPanel({ productId, stocks, onChanged }: { productId: number; stocks: number; onChanged: (stocks: number) => void }) {
  const [message, setMessage] = useState<{ text: string; error: boolean }>()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    try {
      const answer = await adminRequest(`/products/${productId}/stock`, stockAnswerSchema, {
        method: 'POST',
        body: { delta: Number(data.get('delta')), reason: formText(data, 'reason') }
      })
      onChanged(answer.stocks)
      setMessage({ text: messages.stock.adjusted(answer.stocks), error: false })
      form.reset()
    } catch (failure) {
      setMessage({ text: staffMessage(failure), error: true })
    }
  }

  return (
    <form className="admin-card admin-inline-form" onSubmit={submit} data-testid="stock-panel">
      <p className="admin-stock">
        {messages.stock.current} <strong data-testid="stock-value">{stockText(stocks)}</strong>
      </p>
      <label className="admin-field">
        <span>{messages.stock.delta}</span>
        <input name="delta" type="number" required step={1} data-testid="stock-delta" />
      </label>
      <label className="admin-field">
        <span>{messages.stock.reason}</span>
        <input name="reason" required minLength={3} maxLength={200} data-testid="stock-reason" />
      </label>
      <button className="button" type="submit">
        {messages.stock.adjust}
      </button>
      {message && (
        <p className={message.error ? 'admin-error' : 'admin-success'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </form>
  )
}
