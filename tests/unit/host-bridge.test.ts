import { afterEach, describe, expect, it, vi } from 'vitest'

import { readLaunchParams } from '../../src/host/embedding.ts'
import { announceReady, isFramed, openExternal, requestClose } from '../../src/host/host-bridge.ts'
import { AllowList } from '../../overlay/src/host/allow-list.ts'

/** A window as the bundle sees it: top-level, or framed by a parent at `parentOrigin`. */
function stubWindow(options: { framed: boolean; origin: string; parentOrigin?: string }) {
  const posted: [unknown, string][] = []
  const parent = { postMessage: (message: unknown, targetOrigin: string) => posted.push([message, targetOrigin]) }
  const self = {
    location: { origin: options.origin, ancestorOrigins: options.parentOrigin ? [options.parentOrigin] : [] },
    parent: undefined as unknown
  }
  self.parent = options.framed ? parent : self
  vi.stubGlobal('window', self)
  vi.stubGlobal('document', { referrer: '' })
  return posted
}

afterEach(() => vi.unstubAllGlobals())

describe('the bundle’s host bridge', () => {
  it('top-level (the website), it leaves navigation to the caller', () => {
    const posted = stubWindow({ framed: false, origin: 'https://boutique.example.fr' })
    expect(isFramed()).toBe(false)
    expect(openExternal('https://checkout.tebex.io/checkout/abc')).toBe(false)
    expect(requestClose()).toBe(false)
    expect(posted).toEqual([])
  })

  it('framed by the game’s page, it hands the URL and the close to that origin only', () => {
    const posted = stubWindow({ framed: true, origin: 'https://cfx-nui-boutique', parentOrigin: 'https://cfx-nui-boutique' })
    expect(isFramed()).toBe(true)
    expect(openExternal('https://checkout.tebex.io/checkout/abc')).toBe(true)
    expect(requestClose()).toBe(true)
    expect(announceReady()).toBe(true)
    expect(posted).toEqual([
      [{ type: 'open_external', url: 'https://checkout.tebex.io/checkout/abc' }, 'https://cfx-nui-boutique'],
      [{ type: 'close' }, 'https://cfx-nui-boutique'],
      [{ type: 'ready' }, 'https://cfx-nui-boutique']
    ])
  })

  it('the website framed by a remote ui_page gets the resource page as parent', () => {
    const posted = stubWindow({ framed: true, origin: 'https://boutique.example.fr', parentOrigin: 'https://cfx-nui-my-shop' })
    expect(openExternal('https://twitter.com/boutique')).toBe(true)
    expect(posted[0]?.[1]).toBe('https://cfx-nui-my-shop')
  })

  it('framed by any other site, it sends nothing there', () => {
    const posted = stubWindow({ framed: true, origin: 'https://boutique.example.fr', parentOrigin: 'https://evil.example' })
    expect(openExternal('https://checkout.tebex.io/checkout/abc')).toBe(false)
    expect(requestClose()).toBe(false)
    expect(announceReady()).toBe(false)
    expect(posted).toEqual([])
  })
})

describe('the embedded bundle’s launch parameters', () => {
  const token = 'A1b2C3d4E5f6G7h8I9j0_-xyzXYZ123456789'

  it('reads the shop, the token and the server from the fragment', () => {
    const hash = `#${new URLSearchParams({ shop: 'https://boutique.example.fr/', token, server: 'main' })}`
    expect(readLaunchParams(hash)).toEqual({ shopUrl: 'https://boutique.example.fr', token, server: 'main' })
    expect(readLaunchParams(`#shop=${encodeURIComponent('http://127.0.0.1:8080')}`)).toEqual({
      shopUrl: 'http://127.0.0.1:8080',
      token: undefined,
      server: undefined
    })
  })

  it('refuses a shop that is no web address, and a malformed token', () => {
    expect(readLaunchParams(`#shop=${encodeURIComponent('javascript:alert(1)')}&token=${token}`)).toBeUndefined()
    expect(readLaunchParams('#token=abc')).toBeUndefined()
    expect(readLaunchParams(`#shop=https://boutique.example.fr&token=${encodeURIComponent('<script>')}`)).toBeUndefined()
    expect(readLaunchParams('')).toBeUndefined()
  })
})

describe('the host page’s allow-list for open_external', () => {
  const list = new AllowList('http://127.0.0.1:8080')
  list.addFromConfig({
    socials: { twitter: 'https://twitter.com/boutique', discord: 'https://discord.gg/abc' },
    storeProvider: { checkoutEndpoint: 'https://sandbox.example/checkout', headlessUrl: 'https://sandbox.example/headless' }
  })

  it('allows the shop, the store provider and the configured links', () => {
    for (const url of [
      'http://127.0.0.1:8080/loginGame?token=abc',
      'https://checkout.tebex.io/checkout/123',
      'https://pay.tebex.io/abc',
      'https://ident.tebex.io/auth',
      'https://twitter.com/other-page',
      'https://discord.gg/abc',
      'https://sandbox.example/checkout/ident'
    ]) {
      expect(list.allows(url), url).toBe(true)
    }
  })

  it('refuses anything else, and anything that is not http(s)', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,hello',
      'file:///C:/Windows/system32/calc.exe',
      'http://checkout.tebex.io/checkout/123',
      'https://checkout.tebex.io.evil.example/',
      'http://127.0.0.1:9090/',
      'https://evil.example/',
      `https://twitter.com/${'a'.repeat(5000)}`,
      42,
      undefined
    ]) {
      expect(list.allows(url), String(url).slice(0, 60)).toBe(false)
    }
  })
})
