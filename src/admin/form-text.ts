/**
 * A text field of a submitted form: its value, or '' when the form has no field of that name. A file input
 * is never read through here (its File would only stringify to "[object File]").
 */
export function formText(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
