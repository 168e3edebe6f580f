import { describe, expect, it } from 'vitest'

import { isAppPath } from '../../src/core/domain/routes.ts'

describe('isAppPath', () => {
  it('knows every route in docs/layout.md#routes', () => {
    for (const path of [
      '/',
      '/daily-shop',
      '/mentions-legales',
      '/confidentialite',
      '/contact',
      '/cfxlogin',
      '/loginGame',
      '/discordAuth',
      '/redirecting',
      '/tokens',
      '/abonnements',
      '/Grades',
      '/vehicules/12',
      '/vehicule/12',
      '/armes/',
      '/objet/201'
    ]) {
      expect(isAppPath(path), path).toBe(true)
    }
  })

  it('refuses unknown pages', () => {
    for (const path of ['/nope', '/vehicules/abc', '/vehicules/12/x', '/%E0%A4%A', '/api']) {
      expect(isAppPath(path), path).toBe(false)
    }
  })
})
