import { describe, expect, it } from 'vitest'

import { ConfigError, ECB_DAILY_RATES_URL, getConfig } from '../../web/config.ts'

describe('getConfig', () => {
  it('runs on its defaults: port 8080, PGlite in ./data, demo on, no outside call', () => {
    const config = getConfig({})
    expect(config.port).toBe(8080)
    expect(config.dataDir).toBe('./data')
    expect(config.databaseUrl).toBeUndefined()
    expect(config.demo).toBe(true)
    expect(config.exchangeRates.url).toBeUndefined()
    expect(config.servers.map((server) => server.name)).toEqual(['legacy', 'main'])
    expect(config.defaultServer).toBe('main')
  })

  it('reads every setting', () => {
    const config = getConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      SHOP_DEMO: 'false',
      SHOP_SERVER_KEY: 'k'.repeat(32),
      DAILY_SHOP_SIZE: '6',
      DAILY_SHOP_DISCOUNTS: '5,50',
      SOCIAL_DISCORD: 'https://discord.gg/exemple',
      GAME_SERVERS: 'old=Ancien,new=Nouveau',
      DEFAULT_GAME_SERVER: 'old'
    })
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://shop@db:5432/shop',
      demo: false,
      dailyShop: { size: 6, discounts: [5, 50] },
      socials: { discord: 'https://discord.gg/exemple' },
      defaultServer: 'old',
      exchangeRates: { url: ECB_DAILY_RATES_URL }
    })
  })

  it('names every bad value in French', () => {
    expect(() => getConfig({ PORT: 'abc', SHOP_DEMO: 'peut-être', DATABASE_URL: 'http://x' })).toThrow(ConfigError)
    try {
      getConfig({ PORT: '70000', DATABASE_URL: 'mysql://x' })
    } catch (error) {
      expect(String(error)).toContain('PORT')
      expect(String(error)).toContain('DATABASE_URL')
    }
  })

  it('needs a server key outside demo mode', () => {
    expect(() => getConfig({ SHOP_DEMO: 'false' })).toThrow(/SHOP_SERVER_KEY/)
    expect(() => getConfig({ SHOP_SERVER_KEY: 'court' })).toThrow(/SHOP_SERVER_KEY/)
  })

  it('refuses a default server that is not listed', () => {
    expect(() => getConfig({ DEFAULT_GAME_SERVER: 'ailleurs' })).toThrow(/DEFAULT_GAME_SERVER/)
  })
})
