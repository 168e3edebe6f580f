import { describe, expect, it } from 'vitest'

import { sanitizeDescription } from '../../web/catalog/sanitize-description.ts'

describe('sanitizeDescription', () => {
  it('keeps formatting', () => {
    expect(sanitizeDescription('<p><strong>Rapide</strong> et <em>sûr</em></p><ul><li>un</li></ul>')).toBe(
      '<p><strong>Rapide</strong> et <em>sûr</em></p><ul><li>un</li></ul>'
    )
  })

  it('removes scripts, handlers and javascript: links', () => {
    const cleaned = sanitizeDescription(
      '<p onclick="x()">a</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">b</a>'
    )
    expect(cleaned).not.toMatch(/script|onerror|onclick|javascript|<img/i)
    expect(cleaned).toContain('<p>a</p>')
  })

  it('opens https links safely', () => {
    expect(sanitizeDescription('<a href="https://exemple.fr">x</a>')).toBe(
      '<a href="https://exemple.fr" rel="noopener noreferrer nofollow" target="_blank">x</a>'
    )
  })
})
