import { describe, expect, it } from 'vitest'

import { safeLocalPath } from '../../src/core/domain/safe-path.ts'

describe('safeLocalPath', () => {
  it('keeps paths of the shop', () => {
    expect(safeLocalPath('/tokens')).toBe('/tokens')
    expect(safeLocalPath('/vehicule/12?x=1')).toBe('/vehicule/12?x=1')
  })

  it('leads home for none, nil, homepage and anything off-site', () => {
    for (const target of [
      undefined,
      '',
      'nil',
      'homepage',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'tokens'
    ]) {
      expect(safeLocalPath(target), String(target)).toBe('/')
    }
  })
})
