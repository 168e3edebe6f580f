import { describe, expect, it } from 'vitest'

import { recurringSubjectSchema } from '../../web/tebex/recurring-schema.ts'
import { paymentSubjectSchema } from '../../web/tebex/webhook-schema.ts'
import { tebexFixture } from '../support/tebex-fixtures.ts'

describe('Tebex payment subjects', () => {
  it('read PHP’s [] as an empty object wherever an object is expected, and ignore unknown fields', () => {
    const { subject } = tebexFixture('payment.completed', (event) => {
      Object.assign(event.subject, { custom: [], status: [], price: [], price_paid: [], customer: [], extra: [1, 2] })
      event.subject.products = [
        { id: 6000106, quantity: 1, custom: [], variables: [], base_price: [], paid_price: [], username: [], servers: [] }
      ]
    })
    const parsed = paymentSubjectSchema.parse(subject)
    expect(parsed).toMatchObject({ custom: {}, status: null, price: null, customer: null })
    expect(parsed.products).toEqual([
      { id: 6000106, name: '', quantity: 1, custom: {}, variables: {}, base_price: null, paid_price: null, username: null }
    ])
    expect(parsed).not.toHaveProperty('extra')
  })

  it('still refuses what is no payment: a subject without a transaction, products that are no list', () => {
    expect(paymentSubjectSchema.safeParse([]).success).toBe(false)
    expect(paymentSubjectSchema.safeParse({ transaction_id: 'tbx-1', products: 'none' }).success).toBe(false)
    expect(paymentSubjectSchema.safeParse({ transaction_id: 'tbx-1', custom: [1] }).success).toBe(false)
  })
})

describe('Tebex recurring-payment subjects', () => {
  it('read PHP’s [] as an absent object, as payment subjects do', () => {
    const { subject } = tebexFixture('recurring-ended', (event) => {
      Object.assign(event.subject, { status: [], initial_payment: [] })
      Object.assign(event.subject.last_payment as Record<string, unknown>, { status: [], custom: [] })
    })
    const parsed = recurringSubjectSchema.parse(subject)
    expect(parsed).toMatchObject({ status: null, initial_payment: null, last_payment: { status: null, custom: {} } })
    expect(recurringSubjectSchema.safeParse({ reference: 'tbx-r-1', status: { id: 'two' } }).success).toBe(false)
  })
})
