import { describe, expect, it } from 'vitest'

import { ConfigError, getConfig } from '../../web/config.ts'

describe('forum login settings', () => {
  it('uses the stand-in in demo mode and forum.cfx.re otherwise, unless FORUM_URL says', () => {
    expect(getConfig({}).forum).toEqual({ url: undefined, applicationName: 'Boutique', clientId: 'boutique-web' })
    expect(
      getConfig({
        SHOP_DEMO: 'false',
        SHOP_SERVER_KEY: 'k'.repeat(32),
        PUBLIC_URL: 'https://boutique.example.fr',
        GAME_SERVERS: 'main=Serveur Principal'
      }).forum.url
    ).toBe('https://forum.cfx.re')
    const custom = getConfig({ FORUM_URL: 'https://forum.example/', FORUM_APPLICATION_NAME: 'Ma Boutique', FORUM_CLIENT_ID: 'ma-boutique' })
    expect(custom.forum).toEqual({ url: 'https://forum.example', applicationName: 'Ma Boutique', clientId: 'ma-boutique' })
    expect(() => getConfig({ FORUM_URL: 'ftp://forum.example' })).toThrow(ConfigError)
    expect(() => getConfig({ FORUM_CLIENT_ID: 'a b' })).toThrow(/FORUM_CLIENT_ID/)
  })
})
