import { describe, expect, it } from 'vitest'

import { nextScrollState } from '../../src/stores/scroll.ts'

const shown = { headerHidden: false, backToTopVisible: false }

describe('nextScrollState', () => {
  it('hides the header on the way down and shows it on the way up', () => {
    const down = nextScrollState(200, 260, shown)
    expect(down.headerHidden).toBe(true)
    expect(nextScrollState(260, 240, down).headerHidden).toBe(false)
  })

  it('always shows the header near the top', () => {
    expect(nextScrollState(10, 60, shown).headerHidden).toBe(false)
  })

  it('shows the back-to-top button past 100 px', () => {
    expect(nextScrollState(0, 100, shown).backToTopVisible).toBe(false)
    expect(nextScrollState(0, 101, shown).backToTopVisible).toBe(true)
  })
})
