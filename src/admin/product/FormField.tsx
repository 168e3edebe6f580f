import type { ReactNode } from 'react'

/** A labelled field with its French error right under it, tied by aria-describedby. */
export function FormField({
  id,
  label,
  error,
  hint,
  children
}: {
  id: string
  label: string
  error?: string
  hint?: string
  children: ReactNode
}) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>
        <span>{label}</span>
      </label>
      {children}
      {hint && !error && <small className="muted">{hint}</small>}
      {error && (
        <p className="admin-field__error" id={`${id}-error`} data-testid={`error-${id}`}>
          {error}
        </p>
      )}
    </div>
  )
}

/** The attributes that tie an input to its error. */
export function errorProps(id: string, error: string | undefined) {
  return { id, 'aria-invalid': error ? ('true' as const) : undefined, 'aria-describedby': error ? `${id}-error` : undefined }
}
