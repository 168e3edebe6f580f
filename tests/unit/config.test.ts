import { availableParallelism } from 'node:os'

import { describe, expect, it } from 'vitest'

import { ConfigError, DEMO_LEGAL_DETAILS, ECB_DAILY_RATES_URL, getConfig } from '../../web/config.ts'
import { defaultPoolSize } from '../../web/db/pool-size.ts'
import {
  DEMO_SPECIAL_PACKAGES,
  DEMO_TEBEX_PUBLIC_TOKEN,
  DEMO_TEBEX_WEBHOOK_SECRET,
  TEBEX_CHECKOUT_ENDPOINT,
  TEBEX_HEADLESS_URL,
  TEBEX_WEBHOOK_IPS
} from '../../web/tebex/tebex-settings.ts'

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
      PUBLIC_URL: 'https://boutique.example.fr',
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

  it('reads how long a game server holds claimed deliveries: 120 s unless set, 5 s to a day', () => {
    expect(getConfig({}).deliveryClaimSeconds).toBe(120)
    expect(getConfig({ DELIVERY_CLAIM_SECONDS: '300' }).deliveryClaimSeconds).toBe(300)
    for (const bad of ['0', '4', '86401', '2.5', 'deux']) {
      expect(() => getConfig({ DELIVERY_CLAIM_SECONDS: bad }), bad).toThrow(/DELIVERY_CLAIM_SECONDS/)
    }
  })

  it('reads how many connections a host keeps to PostgreSQL: 3 per core, at most 10, unless set, 1 to 500', () => {
    expect([1, 2, 3, 4, 16].map(defaultPoolSize)).toEqual([3, 6, 9, 10, 10])
    expect(getConfig({}).databasePoolSize).toBe(defaultPoolSize(availableParallelism()))
    expect(getConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4)
    expect(() => getConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE.*entre 1 et 500/)
    expect(() => getConfig({ DATABASE_POOL_SIZE: '501' })).toThrow(/DATABASE_POOL_SIZE.*entre 1 et 500/)
    expect(() => getConfig({ DATABASE_POOL_SIZE: 'dix' })).toThrow(/DATABASE_POOL_SIZE.*un entier positif est attendu/)
  })

  it('needs a server key outside demo mode', () => {
    expect(() => getConfig({ SHOP_DEMO: 'false' })).toThrow(/SHOP_SERVER_KEY/)
    expect(() => getConfig({ SHOP_SERVER_KEY: 'court' })).toThrow(/SHOP_SERVER_KEY/)
  })

  it('needs the public address outside demo mode: the shop in game opens the website there', () => {
    expect(() => getConfig({ SHOP_DEMO: 'false', SHOP_SERVER_KEY: 'k'.repeat(32) })).toThrow(/PUBLIC_URL est obligatoire hors mode démo/)
    expect(getConfig({}).publicUrl).toBeUndefined()
  })

  it('reads the legal details; demo mode fills the missing ones with demo values, real mode leaves them out', () => {
    const legalEnv = {
      LEGAL_OPERATOR_NAME: 'Los Santos RP SAS',
      LEGAL_OPERATOR_ADDRESS: '10 rue de Vinewood, 13001 Marseille',
      LEGAL_PUBLICATION_DIRECTOR: 'Alex Martin',
      LEGAL_CONTACT_EMAIL: 'contact@lsrp.fr',
      LEGAL_HOST_NAME: 'OVH SAS',
      LEGAL_HOST_ADDRESS: '2 rue Kellermann, 59100 Roubaix',
      LEGAL_HOST_CONTACT: '1007'
    }
    expect(
      getConfig({
        SHOP_DEMO: 'false',
        SHOP_SERVER_KEY: 'k'.repeat(32),
        PUBLIC_URL: 'https://boutique.example.fr',
        GAME_SERVERS: 'main=Serveur Principal',
        ...legalEnv
      }).legal
    ).toEqual({
      operatorName: 'Los Santos RP SAS',
      operatorAddress: '10 rue de Vinewood, 13001 Marseille',
      publicationDirector: 'Alex Martin',
      contactEmail: 'contact@lsrp.fr',
      hostName: 'OVH SAS',
      hostAddress: '2 rue Kellermann, 59100 Roubaix',
      hostContact: '1007'
    })
    expect(getConfig({}).legal).toEqual(DEMO_LEGAL_DETAILS)
    expect(getConfig({ LEGAL_HOST_NAME: 'OVH SAS' }).legal).toEqual({ ...DEMO_LEGAL_DETAILS, hostName: 'OVH SAS' })
    const real = getConfig({
      SHOP_DEMO: 'false',
      SHOP_SERVER_KEY: 'k'.repeat(32),
      PUBLIC_URL: 'https://boutique.example.fr',
      GAME_SERVERS: 'main=Serveur Principal',
      LEGAL_CONTACT_EMAIL: 'contact@lsrp.fr'
    })
    expect(real.legal.contactEmail).toBe('contact@lsrp.fr')
    expect(real.legal.operatorName).toBeUndefined()
    expect(real.legal.hostAddress).toBeUndefined()
    expect(() => getConfig({ LEGAL_CONTACT_EMAIL: 'pas-une-adresse' })).toThrow(/LEGAL_CONTACT_EMAIL/)
  })

  it('demo mode with no links set links every network and the community to demo addresses; otherwise only those set', () => {
    const demo = getConfig({})
    expect(Object.keys(demo.socials).sort()).toEqual(['discord', 'instagram', 'tiktok', 'twitch', 'twitter'])
    for (const url of [...Object.values(demo.socials), demo.communityUrl]) expect(url).toMatch(/^https:\/\/[a-z]+\.example\/boutique-demo$/)
    expect(getConfig({ SOCIAL_TWITCH: 'https://twitch.tv/lsrp' }).socials).toEqual({ twitch: 'https://twitch.tv/lsrp' })
    const real = getConfig({
      SHOP_DEMO: 'false',
      SHOP_SERVER_KEY: 'k'.repeat(32),
      PUBLIC_URL: 'https://boutique.example.fr',
      GAME_SERVERS: 'main=Principal'
    })
    expect(real.socials).toEqual({})
    expect(real.communityUrl).toBeUndefined()
  })

  it('uses the Tebex stand-in in demo mode, a real store with its token and secret, and nothing otherwise', () => {
    expect(getConfig({}).storeProvider).toEqual({
      publicToken: DEMO_TEBEX_PUBLIC_TOKEN,
      webhookSecret: DEMO_TEBEX_WEBHOOK_SECRET,
      headlessUrl: undefined,
      checkoutEndpoint: undefined,
      webhookIps: [],
      specialPackages: [...DEMO_SPECIAL_PACKAGES]
    })
    const realEnv = {
      SHOP_DEMO: 'false',
      SHOP_SERVER_KEY: 'k'.repeat(32),
      PUBLIC_URL: 'https://boutique.example.fr',
      GAME_SERVERS: 'main=Serveur Principal'
    }
    const store = { TEBEX_PUBLIC_TOKEN: 't66x-7cd928b1e9', TEBEX_WEBHOOK_SECRET: 'f'.repeat(32) }
    expect(getConfig({ ...realEnv, ...store }).storeProvider).toEqual({
      publicToken: 't66x-7cd928b1e9',
      webhookSecret: 'f'.repeat(32),
      headlessUrl: TEBEX_HEADLESS_URL,
      checkoutEndpoint: TEBEX_CHECKOUT_ENDPOINT,
      webhookIps: [...TEBEX_WEBHOOK_IPS],
      specialPackages: []
    })
    expect(
      getConfig({
        ...realEnv,
        ...store,
        TEBEX_HEADLESS_URL: 'https://tebex.example/',
        TEBEX_WEBHOOK_IPS: '',
        TEBEX_SPECIAL_PACKAGES: '7,8'
      }).storeProvider
    ).toMatchObject({ headlessUrl: 'https://tebex.example', webhookIps: [], specialPackages: [7, 8] })
    expect(getConfig({ ...store }).storeProvider?.headlessUrl).toBe(TEBEX_HEADLESS_URL)
    expect(getConfig(realEnv).storeProvider).toBeUndefined()
  })

  it('refuses half a Tebex store and bad Tebex values, naming them', () => {
    const realEnv = {
      SHOP_DEMO: 'false',
      SHOP_SERVER_KEY: 'k'.repeat(32),
      PUBLIC_URL: 'https://boutique.example.fr',
      GAME_SERVERS: 'main=Serveur Principal'
    }
    expect(() => getConfig({ ...realEnv, TEBEX_PUBLIC_TOKEN: 't66x-7cd928b1e9' })).toThrow(/TEBEX_WEBHOOK_SECRET/)
    expect(() => getConfig({ ...realEnv, TEBEX_WEBHOOK_SECRET: 'f'.repeat(32) })).toThrow(/TEBEX_PUBLIC_TOKEN/)
    expect(() => getConfig({ TEBEX_PUBLIC_TOKEN: 't66x-7cd928b1e9' })).toThrow(/TEBEX_WEBHOOK_SECRET/)
    expect(() => getConfig({ TEBEX_WEBHOOK_IPS: '18.209.80.3,pas-une-ip' })).toThrow(/TEBEX_WEBHOOK_IPS/)
    expect(() => getConfig({ TEBEX_SPECIAL_PACKAGES: '6000001;6000002' })).toThrow(/TEBEX_SPECIAL_PACKAGES/)
    expect(() => getConfig({ TEBEX_WEBHOOK_SECRET: 'court' })).toThrow(/TEBEX_WEBHOOK_SECRET/)
  })

  it('refuses a default server that is not listed', () => {
    expect(() => getConfig({ DEFAULT_GAME_SERVER: 'ailleurs' })).toThrow(/DEFAULT_GAME_SERVER/)
  })

  it('reads the contact delivery and the proxy setting', () => {
    expect(getConfig({})).toMatchObject({ trustProxy: { kind: 'none' }, contact: { kind: 'none' } })
    expect(getConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ kind: 'hops', hops: 1 })
    expect(getConfig({ CONTACT_SMTP_URL: 'smtp://user:pass@mail.example.fr:587', CONTACT_TO: 'equipe@lsrp.fr' }).contact).toEqual({
      kind: 'smtp',
      url: 'smtp://user:pass@mail.example.fr:587',
      to: 'equipe@lsrp.fr',
      from: 'equipe@lsrp.fr'
    })
    expect(
      getConfig({ CONTACT_SMTP_URL: 'smtps://mail.example.fr', CONTACT_TO: 'equipe@lsrp.fr', CONTACT_FROM: 'site@lsrp.fr' }).contact
    ).toMatchObject({ kind: 'smtp', from: 'site@lsrp.fr' })
    expect(getConfig({ CONTACT_WEBHOOK_URL: 'https://discord.com/api/webhooks/1/abc' }).contact).toEqual({
      kind: 'webhook',
      url: 'https://discord.com/api/webhooks/1/abc'
    })
  })

  it('refuses an incomplete or ambiguous contact delivery', () => {
    expect(() => getConfig({ CONTACT_SMTP_URL: 'smtp://mail.example.fr' })).toThrow(/CONTACT_TO/)
    expect(() => getConfig({ CONTACT_SMTP_URL: 'http://mail.example.fr', CONTACT_TO: 'a@b.fr' })).toThrow(/CONTACT_SMTP_URL/)
    expect(() => getConfig({ CONTACT_SMTP_URL: 'smtp://mail.example.fr', CONTACT_TO: 'personne' })).toThrow(/CONTACT_TO/)
    expect(() => getConfig({ CONTACT_WEBHOOK_URL: 'ftp://x' })).toThrow(/CONTACT_WEBHOOK_URL/)
    expect(() =>
      getConfig({ CONTACT_SMTP_URL: 'smtp://mail.example.fr', CONTACT_TO: 'a@b.fr', CONTACT_WEBHOOK_URL: 'https://x.fr/h' })
    ).toThrow(/choisissez/)
    expect(() => getConfig({ TRUST_PROXY: 'peut-être' })).toThrow(/TRUST_PROXY/)
  })
})
