import { describe, expect, it } from 'vitest'

import { isAllowedRedirect } from '../../src/core/domain/redirect-targets.ts'

const shop = 'https://boutique.example.fr'

describe('isAllowedRedirect', () => {
  it('allows the shop itself and the store provider over https', () => {
    expect(isAllowedRedirect('/tokens', shop)).toBe(true)
    expect(isAllowedRedirect('https://boutique.example.fr/sandbox/checkout', shop)).toBe(true)
    expect(isAllowedRedirect('https://checkout.tebex.io/checkout/abc', shop)).toBe(true)
  })

  it('refuses everything else', () => {
    for (const target of [
      'javascript:alert(1)',
      'http://checkout.tebex.io/x',
      'https://evil.example/tebex.io',
      'https://checkout.tebex.io.evil.example/',
      '//evil.example/',
      'https://evil.example@checkout.tebex.io.evil.example',
      'data:text/html,x'
    ]) {
      expect(isAllowedRedirect(target, shop), target).toBe(false)
    }
  })
})
