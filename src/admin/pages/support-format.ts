import { paymentPageMessages } from '../../core/messages/back-office-payments-ui.ts'
import { randomKey } from '../../lib/random-key.ts'

/** How the back-office's support pages write dates and Unions (Paris time, French). */
const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' })
const number = new Intl.NumberFormat('fr-FR')

export const formatDate = (iso: string | null) => (iso === null ? '—' : dateTime.format(new Date(iso)))
export const formatUnions = (amount: number) => `${number.format(amount)} Unions`

/** A fresh key per form opening: the server does one action per key, so a double click does it once. */
export function newFormKey(): string {
  return `form-${randomKey()}`
}

export const PAYMENT_LABELS = paymentPageMessages.paymentStates
