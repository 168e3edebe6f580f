import { useRef, useState, type KeyboardEvent } from 'react'

import { uploadedImageSchema } from '../../core/contract/back-office-catalogue.ts'
import { staffMessage } from '../api/admin-failures.ts'
import { adminRequest } from '../api/admin-request.ts'
import { productPageMessages as messages } from '../../core/messages/back-office-catalogue-ui.ts'

interface Props {
  images: string[]
  onChange: (images: string[]) => void
  error?: string
}

function moved(list: string[], from: number, to: number): string[] {
  if (to < 0 || to >= list.length || from === to) return list
  const next = [...list]
  const [item] = next.splice(from, 1)
  if (item !== undefined) next.splice(to, 0, item)
  return next
}

/** The product's images: upload files, add https addresses, reorder by drag or keyboard (Alt+↑/↓), remove. */
export function ImageListField({ images, onChange, error }: Props) {
  const [status, setStatus] = useState<{ text: string; error: boolean }>()
  const dragged = useRef<number>()
  const [address, setAddress] = useState('')

  async function upload(files: FileList | null) {
    let list = images
    for (const file of Array.from(files ?? [])) {
      const form = new FormData()
      form.set('file', file)
      try {
        const image = await adminRequest('/images', uploadedImageSchema, { method: 'POST', form })
        list = [...list, image.url]
        onChange(list)
        setStatus({ text: messages.images.uploaded(file.name, image.width, image.height), error: false })
      } catch (failure) {
        setStatus({ text: messages.images.refused(file.name, staffMessage(failure)), error: true })
      }
    }
  }

  function keyMove(event: KeyboardEvent, index: number) {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown' && event.key !== 'ArrowLeft' && event.key !== 'ArrowRight'))
      return
    event.preventDefault()
    const to = index + (event.key === 'ArrowUp' || event.key === 'ArrowLeft' ? -1 : 1)
    onChange(moved(images, index, to))
    setStatus({ text: messages.images.movedTo(Math.min(Math.max(to, 0), images.length - 1) + 1), error: false })
  }

  return (
    <fieldset className="admin-card admin-images" aria-describedby={error ? 'images-error' : undefined}>
      <legend>{messages.images.legend}</legend>
      <ol className="admin-images__list" data-testid="image-list">
        {images.map((url, index) => (
          <li
            key={`${url}-${index}`}
            draggable
            tabIndex={0}
            aria-label={messages.images.item(index + 1, images.length)}
            onKeyDown={(event) => keyMove(event, index)}
            onDragStart={() => (dragged.current = index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault()
              if (dragged.current !== undefined) onChange(moved(images, dragged.current, index))
              dragged.current = undefined
            }}
          >
            <img src={url} alt="" width={96} height={72} />
            <span className="admin-images__position">{index + 1}</span>
            <span className="admin-images__actions">
              <button
                type="button"
                className="button button--ghost"
                aria-label={messages.images.up(index + 1)}
                disabled={index === 0}
                onClick={() => onChange(moved(images, index, index - 1))}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--ghost"
                aria-label={messages.images.down(index + 1)}
                disabled={index === images.length - 1}
                onClick={() => onChange(moved(images, index, index + 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className="button button--ghost"
                aria-label={messages.images.remove(index + 1)}
                onClick={() => onChange(images.filter((_, at) => at !== index))}
              >
                ✕
              </button>
            </span>
          </li>
        ))}
      </ol>
      <div className="admin-inline-form">
        <div className="admin-field">
          <span>{messages.images.formats}</span>
          {/* The native input's button speaks the browser's language: a French label stands in for it. */}
          <label className="button button--ghost admin-upload">
            {messages.images.upload}
            <input
              className="visually-hidden"
              type="file"
              accept="image/png,image/jpeg,image/webp,image/svg+xml"
              multiple
              data-testid="image-upload"
              onChange={(event) => {
                const input = event.currentTarget
                void upload(input.files).then(() => (input.value = ''))
              }}
            />
          </label>
        </div>
        <label className="admin-field">
          <span>{messages.images.address}</span>
          <input
            type="url"
            value={address}
            placeholder={messages.images.addressPlaceholder}
            onInput={(event) => setAddress(event.currentTarget.value)}
          />
        </label>
        <button
          type="button"
          className="button button--ghost"
          disabled={!address.startsWith('https://')}
          onClick={() => (onChange([...images, address.trim()]), setAddress(''))}
        >
          {messages.images.add}
        </button>
      </div>
      {status && (
        <p className={status.error ? 'admin-error' : 'admin-success'} role={status.error ? 'alert' : 'status'} data-testid="image-status">
          {status.text}
        </p>
      )}
      {error && (
        <p className="admin-field__error" id="images-error" data-testid="error-images">
          {error}
        </p>
      )}
    </fieldset>
  )
}
