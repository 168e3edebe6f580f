import { describe, expect, it } from 'vitest'

import { foldName } from '../../src/core/domain/fold-name.ts'

describe('foldName: the one key of usernames (lookups and limits)', () => {
  it.each([
    ['Lucas_Martin', 'lucas_martin'],
    ['Lucas_Martİn', 'lucas_martin'],
    ['LUCAS_MARTİN', 'lucas_martin'],
    ['lucas_martın', 'lucas_martin'],
    ['ＬＵＣＡＳ_Ｍａｒｔｉｎ', 'lucas_martin'],
    ['Straße', 'strasse'],
    ['STRASSE', 'strasse'],
    ['STRAẞE', 'strasse'],
    ['ﬁona', 'fiona'],
    ['ﬀ', 'ff'],
    ['ſam', 'sam'],
    ['Léa', 'léa'],
    ['LE\u0301A', 'léa'],
    ['ΣΟΦΙΑΣ', 'σοφιας']
  ])('%s → %s', (typed, key) => {
    expect(foldName(typed)).toBe(key)
  })

  it('keeps apart what differs beyond case and compatibility forms', () => {
    expect(foldName('Léa')).not.toBe(foldName('Lea'))
    expect(foldName('Lucas_Martin')).not.toBe(foldName('Lucas_Martin2'))
  })

  it('is stable: a folded key folds to itself', () => {
    for (const typed of ['Lucas_Martİn', 'STRAẞE', 'ﬁ', 'Ｅｍｍａ', 'ΣΑΣ', 'ǅ']) expect(foldName(foldName(typed))).toBe(foldName(typed))
  })
})
