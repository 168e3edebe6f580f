import { describe, expect, it } from 'vitest'

import { englishIn } from '../support/english-words.ts'

describe('the English-text check', () => {
  it('finds English words and codes, and lets French, brands and English the shop must show as it is (docs/errors.md#french-only) pass', () => {
    expect(englishIn('Erreur : TEBEX_ADD_PACKAGE_FAILED')).toEqual(['TEBEX_ADD_PACKAGE_FAILED'])
    expect(englishIn('Package not found')).toEqual(['package', 'not', 'found'])
    expect(englishIn('The resource owner or authorization server denied the request')).toEqual(
      expect.arrayContaining(['the', 'resource', 'owner', 'server', 'denied', 'request'])
    )
    expect(englishIn('Best seller! · Terms & Conditions · Privacy Policy · Impressum · Tebex · Discord')).toEqual([])
    expect(englishIn('Le paiement est détenu et opéré par Tebex Limited. Menu, page, message, stock, minutes, code.')).toEqual([])
  })
})
