import { useEffect, useState } from 'react'

import { adminProductAnswerSchema } from '../../core/contract/back-office-catalogue.ts'
import type { PageProps } from '../page-props.ts'
import { adminMessages } from '../../core/messages/back-office-ui.ts'
import { fieldErrors, staffMessage } from '../api/admin-failures.ts'
import { adminRequest } from '../api/admin-request.ts'
import { effectAnswers } from '../api/effect-answers.ts'
import { DescriptionField } from '../product/DescriptionField.tsx'
import { GrantsField } from '../product/GrantsField.tsx'
import { ImageListField } from '../product/ImageListField.tsx'
import { draftBody, emptyDraft, fieldError, type ProductDraft } from '../product/product-draft.ts'
import { ProductFields } from '../product/ProductFields.tsx'
import { StockPanel } from '../product/StockPanel.tsx'
import { goToAdmin } from '../stores/admin-router.ts'
import { productPageMessages as messages } from '../../core/messages/back-office-catalogue-ui.ts'

type Message = { text: string; error: boolean } | undefined

/** One product: its form (new or existing), stock adjustments, duplicate and (de)activate. */
export function ProductPage({ params }: PageProps) {
  const id = Number(params.id ?? 0)
  const [draft, setDraft] = useState<ProductDraft>()
  const [orders, setOrders] = useState(0)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<Message>()
  const set = (change: Partial<ProductDraft>) => setDraft((current) => current && { ...current, ...change })

  useEffect(() => {
    setErrors({})
    setMessage(undefined)
    if (!id) return setDraft(emptyDraft())
    const answers = effectAnswers()
    adminRequest(`/products/${id}`, adminProductAnswerSchema).then(
      answers.take((answer) => (setDraft(answer.product), setOrders(answer.orders))),
      answers.take((failure: unknown) => setMessage({ text: staffMessage(failure), error: true }))
    )
    return answers.end
  }, [id])

  async function act(path: string, method: 'POST' | 'PUT', body: unknown, done: string) {
    try {
      const answer = await adminRequest(path, adminProductAnswerSchema, { method, body })
      setErrors({})
      setMessage({ text: done, error: false })
      if (answer.product.id !== id) return goToAdmin('product', { id: String(answer.product.id) })
      setDraft(answer.product)
      setOrders(answer.orders)
    } catch (failure) {
      setErrors(fieldErrors(failure))
      setMessage({ text: staffMessage(failure), error: true })
    }
  }

  if (!draft) return <p>{message?.text ?? adminMessages.loading}</p>
  const isNew = draft.id === 0
  return (
    <section className="admin-page">
      <div className="admin-title-row">
        <h1 className="page-title">{isNew ? messages.newProduct : `${draft.label} #${draft.id}`}</h1>
        {!isNew && (
          <div className="admin-actions">
            <span className={`admin-badge ${draft.active ? 'admin-badge--on' : 'admin-badge--off'}`} data-testid="product-state">
              {draft.active ? messages.active : messages.inactive}
            </span>
            <span className="muted">{messages.orders(orders)}</span>
            <button
              className="button button--ghost"
              type="button"
              onClick={() => void act(`/products/${id}/duplicate`, 'POST', {}, messages.duplicated)}
            >
              {messages.duplicate}
            </button>
            <button
              className="button button--ghost"
              type="button"
              data-testid="toggle-active"
              onClick={() =>
                void act(
                  `/products/${id}/active`,
                  'POST',
                  { active: !draft.active },
                  draft.active ? messages.deactivated : messages.reactivated
                )
              }
            >
              {draft.active ? messages.deactivate : messages.reactivate}
            </button>
          </div>
        )}
      </div>
      {message && (
        <p
          className={message.error ? 'admin-error' : 'admin-success'}
          role={message.error ? 'alert' : 'status'}
          data-testid="product-message"
        >
          {message.text}
        </p>
      )}
      {!isNew && draft.stocks !== null && <StockPanel productId={draft.id} stocks={draft.stocks} onChanged={(stocks) => set({ stocks })} />}
      <form
        className="admin-form"
        data-testid="product-form"
        onSubmit={(event) => {
          event.preventDefault()
          void act(
            isNew ? '/products' : `/products/${id}`,
            isNew ? 'POST' : 'PUT',
            draftBody(draft),
            isNew ? messages.created : adminMessages.saved
          )
        }}
      >
        <ProductFields draft={draft} set={set} errors={errors} isNew={isNew} />
        <ImageListField images={draft.images} onChange={(images) => set({ images })} error={fieldError(errors, 'images')} />
        <DescriptionField
          value={draft.description}
          onChange={(description) => set({ description })}
          error={fieldError(errors, 'description')}
        />
        <GrantsField grants={draft.grants} onChange={(grants) => set({ grants })} errors={errors} />
        <div className="admin-actions admin-sticky-actions">
          <button className="button" type="submit" data-testid="save-product">
            {isNew ? messages.create : adminMessages.save}
          </button>
        </div>
      </form>
    </section>
  )
}
