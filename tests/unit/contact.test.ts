import { describe, expect, it } from 'vitest'

import { CONTACT_BOUNDS, contactFormSchema } from '../../src/core/contract/contact.ts'
import { formatCountdown } from '../../src/core/domain/countdown.ts'

const good = {
  username: 'Joueur_RP',
  email: 'joueur@exemple.fr',
  subject: 'Achat non reçu',
  text: 'Bonjour, mon pack n’est pas arrivé en jeu.'
}

function firstErrors(value: unknown): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of contactFormSchema.safeParse(value).error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message
  return errors
}

describe('contactFormSchema', () => {
  it('accepts a good form, trimmed', () => {
    expect(contactFormSchema.parse({ ...good, username: '  Joueur_RP  ' })).toEqual(good)
  })

  it('says Requis alone for an empty or missing field', () => {
    expect(firstErrors({ username: '', email: '   ', subject: '' })).toEqual({
      username: 'Requis',
      email: 'Requis',
      subject: 'Requis',
      text: 'Requis'
    })
    expect(contactFormSchema.safeParse({ ...good, username: '' }).error?.issues).toHaveLength(1)
  })

  it('holds the bounds in docs/contact-and-legal.md#contact-form', () => {
    for (const field of ['username', 'subject', 'text'] as const) {
      const { min, max } = CONTACT_BOUNDS[field]
      expect(contactFormSchema.safeParse({ ...good, [field]: 'x'.repeat(min) }).success, field).toBe(true)
      expect(contactFormSchema.safeParse({ ...good, [field]: 'x'.repeat(max) }).success, field).toBe(true)
      expect(firstErrors({ ...good, [field]: 'x'.repeat(min - 1) })[field], field).toBeDefined()
      expect(firstErrors({ ...good, [field]: 'x'.repeat(max + 1) })[field], field).toBeDefined()
    }
    expect(firstErrors({ ...good, username: 'ab' }).username).toBe('Le pseudo est trop court')
  })

  it('wants a valid e-mail address', () => {
    for (const email of ['joueur', 'joueur@', 'joueur@exemple', '@exemple.fr', 'a b@exemple.fr']) {
      expect(firstErrors({ ...good, email }).email, email).toBe('Adresse email invalide')
    }
  })
})

describe('formatCountdown', () => {
  it('shows mm:ss rounded up to the second', () => {
    expect(formatCountdown(300_000)).toBe('05:00')
    expect(formatCountdown(299_001)).toBe('05:00')
    expect(formatCountdown(252_000)).toBe('04:12')
    expect(formatCountdown(1)).toBe('00:01')
    expect(formatCountdown(0)).toBe('00:00')
    expect(formatCountdown(-5)).toBe('00:00')
  })
})
