import { describe, expect, it } from 'vitest'

import {
  closePresentationPath,
  listingSlugOf,
  localizedCategorySegment,
  presentationCategoryLabel,
  productPath
} from '../../src/core/domain/categories.ts'

describe('listingSlugOf', () => {
  it('accepts every route value in docs/catalogue.md#categories and its alias', () => {
    expect(listingSlugOf('abonnements')).toBe('abonnements')
    expect(listingSlugOf('Grades')).toBe('abonnements')
    expect(listingSlugOf('tokens')).toBe('tokens')
    expect(listingSlugOf('pack')).toBe('packs')
    expect(listingSlugOf('objet')).toBe('objets')
    expect(listingSlugOf('item')).toBe('objets')
    expect(listingSlugOf('vehicule')).toBe('vehicules')
    expect(listingSlugOf('arme')).toBe('armes')
  })

  it('refuses anything else', () => {
    expect(listingSlugOf('voitures')).toBeUndefined()
    expect(listingSlugOf('')).toBeUndefined()
    expect(listingSlugOf('__proto__')).toBeUndefined()
  })
})

describe('card routes', () => {
  it('use the localized category names', () => {
    expect(localizedCategorySegment('vehicle')).toBe('vehicule')
    expect(localizedCategorySegment('Grades')).toBe('abonnements')
    expect(localizedCategorySegment('item')).toBe('objet')
    expect(localizedCategorySegment('weapon')).toBe('arme')
    expect(productPath({ id: 12, category: 'vehicle' })).toBe('/vehicule/12')
  })

  it('close back to the listing', () => {
    expect(closePresentationPath('vehicule')).toBe('/vehicules')
    expect(closePresentationPath('objet')).toBe('/objets')
    expect(closePresentationPath('item')).toBe('/objets')
    expect(closePresentationPath('arme')).toBe('/armes')
    expect(closePresentationPath('pack')).toBe('/packs')
    expect(closePresentationPath('abonnements')).toBe('/abonnements')
  })
})

describe('presentationCategoryLabel', () => {
  it('normalises the aliases in docs/catalogue.md#categories', () => {
    for (const alias of ['Grades', 'Grade']) expect(presentationCategoryLabel(alias)).toBe('abonnement')
    for (const alias of ['item', 'items', 'objets']) expect(presentationCategoryLabel(alias)).toBe('objet')
    expect(presentationCategoryLabel('packs')).toBe('pack')
    for (const alias of ['vehicules', 'vehicles', 'vehicule', 'vehicle']) {
      expect(presentationCategoryLabel(alias)).toBe('véhicule')
    }
    for (const alias of ['armes', 'weapons', 'weapon']) expect(presentationCategoryLabel(alias)).toBe('arme')
    expect(presentationCategoryLabel('pack')).toBe('pack')
  })
})
