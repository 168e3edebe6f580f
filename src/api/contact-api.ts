import { contactResponseSchema, type ContactForm } from '../core/contract/contact.ts'
import { request } from './client.ts'

export const sendContactMessage = (form: ContactForm) => request('/api/sendMail', contactResponseSchema, { method: 'post', body: form })
