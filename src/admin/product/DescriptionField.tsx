import { useEffect, useState } from 'react'
import * as z from 'zod/mini'

import { adminRequest } from '../api/admin-request.ts'
import { effectAnswers } from '../api/effect-answers.ts'
import { errorProps, FormField } from './FormField.tsx'
import { productPageMessages as messages } from '../../core/messages/back-office-catalogue-ui.ts'

/** The HTML description with its live preview, sanitized by the server exactly as the shop stores it. */
export function DescriptionField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const [preview, setPreview] = useState('')
  useEffect(() => {
    const answers = effectAnswers()
    const timer = setTimeout(() => {
      adminRequest('/description-preview', z.object({ html: z.string() }), { method: 'POST', body: { html: value } }).then(
        answers.take((answer) => setPreview(answer.html)),
        answers.take(() => setPreview(''))
      )
    }, 300)
    return () => (clearTimeout(timer), answers.end())
  }, [value])
  return (
    <div className="admin-description">
      <FormField id="description" label={messages.description.label} error={error}>
        <textarea
          {...errorProps('description', error)}
          value={value}
          maxLength={20_000}
          onInput={(event) => onChange(event.currentTarget.value)}
        />
      </FormField>
      <div className="admin-field">
        <span className="muted">{messages.description.preview}</span>
        {/* The server's sanitized copy: the same tags and attributes the shop keeps. */}
        <div
          className="admin-description__preview presentation__description"
          data-testid="description-preview"
          dangerouslySetInnerHTML={{ __html: preview }}
        />
      </div>
    </div>
  )
}
