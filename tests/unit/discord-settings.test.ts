import { describe, expect, it } from 'vitest'

import { ConfigError, getConfig } from '../../web/config.ts'
import { DEMO_DISCORD_CLIENT_ID, DISCORD_API_URL, DISCORD_AUTHORIZE_URL } from '../../web/discord/discord-settings.ts'

const LIVE = {
  SHOP_DEMO: 'false',
  SHOP_SERVER_KEY: 'k'.repeat(40),
  PUBLIC_URL: 'https://boutique.example.fr',
  GAME_SERVERS: 'main=Serveur Principal'
}

describe('Discord settings', () => {
  it('demo mode links with the stand-in of this host unless told otherwise', () => {
    expect(getConfig({}).discord).toMatchObject({ clientId: DEMO_DISCORD_CLIENT_ID, authorizeUrl: undefined, apiUrl: undefined })
    expect(getConfig({ DISCORD_API_URL: 'http://localhost:9000/api/' }).discord?.apiUrl).toBe('http://localhost:9000/api')
  })

  it('outside demo mode: no link without an application, Discord itself with one', () => {
    expect(getConfig(LIVE).discord).toBeUndefined()
    const discord = getConfig({ ...LIVE, DISCORD_CLIENT_ID: '123456789012345678', DISCORD_CLIENT_SECRET: 'un-secret-solide' }).discord
    expect(discord).toEqual({
      clientId: '123456789012345678',
      clientSecret: 'un-secret-solide',
      authorizeUrl: DISCORD_AUTHORIZE_URL,
      apiUrl: DISCORD_API_URL
    })
    // Discord routes an unversioned path to its deprecated default version.
    expect(DISCORD_API_URL).toBe('https://discord.com/api/v10')
  })

  it('refuses a client id without its secret, a secret alone, and malformed values', () => {
    expect(() => getConfig({ ...LIVE, DISCORD_CLIENT_ID: '123456789012345678' })).toThrow(/DISCORD_CLIENT_SECRET est obligatoire/)
    expect(() => getConfig({ ...LIVE, DISCORD_CLIENT_SECRET: 'un-secret-solide' })).toThrow(ConfigError)
    expect(() => getConfig({ DISCORD_CLIENT_ID: 'abc' })).toThrow(/DISCORD_CLIENT_ID/)
    expect(() => getConfig({ DISCORD_API_URL: 'ftp://x' })).toThrow(/DISCORD_API_URL/)
  })
})
