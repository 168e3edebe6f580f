import type { FormEvent } from 'react'

/** A form element's submit handler: the page stays, the form store validates and sends. */
export function submitForm(form: { submit(): Promise<void> }) {
  return (event: FormEvent) => {
    event.preventDefault()
    void form.submit()
  }
}
