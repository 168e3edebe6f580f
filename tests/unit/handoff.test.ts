import { describe, expect, it } from 'vitest'

import { isGamePage, websiteAddress, websiteOrigin } from '../../src/core/domain/website-address.ts'
import { startDiscordLink } from '../../src/stores/discord-link.ts'
import { checkoutEnvironment } from '../../src/stores/checkout-environment.ts'
import { $errorPage } from '../../src/stores/error-page.ts'
import { HANDOFF_POLL_MS } from '../../src/stores/handoff-return.ts'
import { $history } from '../../src/stores/history.ts'
import { $router } from '../../src/stores/router.ts'
import { $user } from '../../src/stores/session.ts'
import { $handOffNotice } from '../../src/stores/website-login.ts'
import { useCheckoutStores } from '../support/checkout-stores.ts'
import { demoAccount } from '../support/purchase-fixtures.ts'

const shop = useCheckoutStores()
const { unionsPack, gradeVip, opened, settle, openOverlays, request } = shop
const GAME_PAGES = ['https://cfx-nui-boutique', 'https://CFX-NUI-my_shop-2', 'nui://boutique', 'http://cfx-nui-boutique']

/** Every address the flow sent anywhere: to the store provider (bodies, queries), to the parent, to the shop's API. */
function everyAddress(): string[] {
  const values = [
    ...shop.provider.calls.flatMap((call) => [JSON.stringify(call.body ?? {}), ...Object.values(call.query)]),
    ...shop.service.calls.map((call) => JSON.stringify(call.body ?? {})),
    ...opened
  ]
  return values.flatMap((value) => [...value.matchAll(/(?:https?|nui):\/\/[^"\s,]+/gi)].map((match) => match[0]))
}

describe('return addresses (DESIGN.md “Leaving the game”)', () => {
  it('the website’s origin is the shop’s address in game and the page’s own elsewhere, never the game’s page', () => {
    expect(websiteOrigin(true, 'https://boutique.example.fr', 'https://cfx-nui-boutique')).toBe('https://boutique.example.fr')
    expect(websiteOrigin(false, '', 'https://boutique.example.fr')).toBe('https://boutique.example.fr')
    for (const page of GAME_PAGES) {
      expect(isGamePage(page), page).toBe(true)
      expect(() => websiteOrigin(false, '', page), page).toThrow()
      expect(() => websiteOrigin(true, page, 'https://boutique.example.fr'), page).toThrow()
      expect(() => websiteAddress('/packs', page, { success: 'true' }), page).toThrow()
    }
    expect(websiteAddress('/packs', 'https://boutique.example.fr', { cancelled: 'true' })).toBe(
      'https://boutique.example.fr/packs?cancelled=true'
    )
  })

  it('on a page whose origin is the game’s, the store provider never gets a return address', async () => {
    checkoutEnvironment.origin = () => 'https://cfx-nui-boutique'
    await request(unionsPack)
    expect(shop.provider.callsTo('/baskets')).toHaveLength(0)
    expect($errorPage.get()?.type).toBe('TEBEX_ADD_PACKAGE_FAILED')
    expect(everyAddress().filter(isGamePage)).toEqual([])
  })

  it('on the website, the basket’s and the login’s return addresses are the website’s', async () => {
    await request(unionsPack)
    const addresses = everyAddress()
    expect(addresses.length).toBeGreaterThan(0)
    expect(addresses.filter(isGamePage)).toEqual([])
    expect(new URL(shop.provider.callsTo('/auth', 'GET')[0]?.query.returnUrl ?? '').origin).toBe('https://shop.test')
  })
})

describe('in game, the purchase goes on in the player’s browser', () => {
  it('a cash purchase, a gift, a Grade and the Discord link open a one-time website link; nothing goes to the store provider', async () => {
    shop.framed = true
    await request(unionsPack)
    await request(unionsPack, { isGift: true })
    await request(gradeVip)
    await startDiscordLink()
    await settle(0)

    expect(shop.service.callsTo('/api/websiteLoginToken').map((call) => call.body)).toEqual([
      { redirect: '/packs?handoff=buy%3A12' },
      { redirect: '/packs?handoff=gift%3A12' },
      { redirect: '/packs?handoff=buy%3A1' },
      { redirect: '/packs?handoff=discord' }
    ])
    expect(opened).toHaveLength(4)
    for (const url of opened) expect(url).toMatch(/^https:\/\/boutique\.example\.fr\/loginGame\?token=/)
    expect(everyAddress().filter(isGamePage)).toEqual([])
    expect(shop.provider.calls).toHaveLength(0)
    expect(shop.service.callsTo('/api/linkDiscord/start')).toHaveLength(0)
    expect(openOverlays()).toEqual([])
    expect($handOffNotice.get()).toBe(true)
  })

  it('back in game, the balance and the Grade follow without a reload: polled while the hand-off may run, and on return', async () => {
    shop.framed = true
    await request(unionsPack)
    const whoAmI = () => shop.service.callsTo('/api/whoAmI').length
    const before = whoAmI()
    await settle(HANDOFF_POLL_MS)
    expect(whoAmI()).toBe(before + 1)
    expect($user.get()?.shopTokens).toBe(26_000)

    // The history already read is read again on return.
    $history.set({ accountId: demoAccount.id, status: 'ready', data: { tebex: [], tokens: [] } as never, fetchedAt: Date.now() })
    shop.pageEvents.dispatchEvent(new Event('focus'))
    await settle(0)
    expect(whoAmI()).toBe(before + 2)
    expect(shop.service.callsTo('/api/getPlayerTransactions')).toHaveLength(1)
  })
})

describe('on the website, the hand-off resumes where the player was going', () => {
  it('buy: the basket is made at once, on to the store provider’s login', async () => {
    $router.open('/packs?handoff=buy%3A12')
    await settle(300)
    expect(shop.provider.callsTo('/baskets')).toHaveLength(1)
    expect($router.get()?.route).toBe('redirecting')
  })

  it('gift: the gift popup opens; discord: the link starts, back to the same page', async () => {
    $router.open('/packs?handoff=gift%3A12')
    await settle(0)
    expect(openOverlays()).toEqual(['giftTarget'])
    $router.open('/packs?handoff=discord')
    await settle(0)
    expect(shop.service.callsTo('/api/linkDiscord/start')[0]?.body).toEqual({ previousPage: '/packs' })
    expect(shop.assigned).toEqual(['https://discord.test/oauth2/authorize?state=x'])
    $router.open('/packs?handoff=rien')
    await settle(0)
    expect($router.get()?.search).toEqual({})
  })
})
