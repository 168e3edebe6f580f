import { describe, expect, it } from 'vitest'

import { ConfigError, getConfig } from '../../web/config.ts'
import { DEMO_GAME_SERVERS } from '../../web/config/game-servers.ts'
import { DEMO_FORUM_CLIENT_ID } from '../../web/forum/forum-settings.ts'
import { DEMO_SPECIAL_PACKAGES } from '../../web/tebex/tebex-settings.ts'

const LIVE = { SHOP_DEMO: 'false', SHOP_SERVER_KEY: 'k'.repeat(32), PUBLIC_URL: 'https://boutique.example.fr' }
const STORE = { TEBEX_PUBLIC_TOKEN: 't66x-7cd928b1e9', TEBEX_WEBHOOK_SECRET: 'f'.repeat(32) }

describe('outside demo mode, no demo value stands in for a real shop’s', () => {
  it('GAME_SERVERS: the demo’s two servers in demo mode only; a real shop must name its own (exit 78 otherwise)', () => {
    expect(
      getConfig({})
        .servers.map(({ name, label }) => `${name}=${label}`)
        .join(',')
    ).toBe(DEMO_GAME_SERVERS)
    expect(() => getConfig(LIVE)).toThrow(ConfigError)
    expect(() => getConfig(LIVE)).toThrow(/GAME_SERVERS est obligatoire hors mode démo \(SHOP_DEMO=false\)/)
    expect(() => getConfig(LIVE)).toThrow(/README, « Settings »/)
    const live = getConfig({ ...LIVE, GAME_SERVERS: 'rp=Los Santos RP' })
    expect(live).toMatchObject({ servers: [{ name: 'rp', label: 'Los Santos RP' }], defaultServer: 'rp' })
  })

  it('TEBEX_SPECIAL_PACKAGES: the demo Grades in demo mode only; a real store’s are none until listed', () => {
    expect(getConfig({}).storeProvider?.specialPackages).toEqual([...DEMO_SPECIAL_PACKAGES])
    const live = { ...LIVE, ...STORE, GAME_SERVERS: 'main=Serveur Principal' }
    expect(getConfig(live).storeProvider?.specialPackages).toEqual([])
    expect(getConfig({ ...live, TEBEX_SPECIAL_PACKAGES: '42,43' }).storeProvider?.specialPackages).toEqual([42, 43])
  })

  it('FORUM_CLIENT_ID: the demo’s at the stand-in forum; a real shop’s own, from its public address, unless set', () => {
    expect(getConfig({}).forum.clientId).toBe(DEMO_FORUM_CLIENT_ID)
    const live = { ...LIVE, GAME_SERVERS: 'main=Serveur Principal' }
    expect(getConfig(live).forum.clientId).toBe('boutique-boutique.example.fr')
    expect(getConfig({ ...live, PUBLIC_URL: 'https://shop.autre-serveur.fr:8443/' }).forum.clientId).toBe('boutique-shop.autre-serveur.fr')
    expect(getConfig({ ...live, FORUM_CLIENT_ID: 'lsrp-boutique' }).forum.clientId).toBe('lsrp-boutique')
    // An address whose host makes no valid client id (an IPv6 literal): the admin gives one.
    expect(() => getConfig({ ...live, PUBLIC_URL: 'https://[2001:db8::1]' })).toThrow(/FORUM_CLIENT_ID/)
  })
})
