import { describe, expect, it } from 'vitest'

import { $cashBasket, $cashPopupLoader } from '../../src/stores/cash-basket.ts'
import { requestCashPackage } from '../../src/flows/cash-request.ts'
import { REMOVE_LOADER_MS } from '../../src/flows/checkout-popup.ts'
import { $packageAfterLink } from '../../src/stores/discord-link.ts'
import { $embeddedCheckout, $transaction } from '../../src/stores/embedded-checkout.ts'
import { $errorPage, clearErrorPage } from '../../src/stores/error-page.ts'
import { $fullScreenLoader } from '../../src/stores/loader.ts'
import { $loginPanel } from '../../src/stores/login-panel.ts'
import { closeAllOverlaysExcept } from '../../src/stores/overlays.ts'
import { updateAppState } from '../../src/stores/persistence.ts'
import { $pendingPackage } from '../../src/stores/redirecting.ts'
import { $router } from '../../src/stores/router.ts'
import { $storeCategories } from '../../src/stores/store-categories.ts'
import { useCheckoutStores } from '../support/checkout-stores.ts'
import { FAKE_CHECKOUT, fakeStoreProvider } from '../support/fake-store-provider.ts'
import { demoAccount } from '../support/purchase-fixtures.ts'

const shop = useCheckoutStores()
const { unionsPack, gradeVip, launched, assigned, settle, openOverlays, request, seedAuthorizedBasket, openPopupOnUnionsPack, popup } = shop
const DISCORD_ID = '900000000000000101'

describe('cash checkout flow (docs/cash-checkout.md#steps)', () => {
  it('creates the basket, sends the player to the provider’s login through /redirecting, and adds the package on return', async () => {
    const loaders: string[] = []
    const stop = $fullScreenLoader.listen((label) => label && loaders.push(label))
    await request(unionsPack)

    const [create] = shop.provider.callsTo('/baskets')
    expect(create?.body).toEqual({
      complete_url: 'https://shop.test/packs',
      cancel_url: 'https://shop.test/packs?cancelled=true',
      custom: { accountId: demoAccount.id, username: demoAccount.username },
      complete_auto_redirect: false
    })
    const [auth] = shop.provider.callsTo('/auth', 'GET')
    const returnUrl = new URL(auth?.query.returnUrl ?? '')
    expect(returnUrl.pathname).toBe('/packs')
    expect(returnUrl.searchParams.get('success')).toBe('true')
    expect(JSON.parse(returnUrl.searchParams.get('basketauthurldata') ?? '')).toEqual({
      previousPage: '/packs',
      authUrl: 'validation',
      giftTarget: null,
      id: 6000102
    })
    const page = $router.get()
    expect(page?.route).toBe('redirecting')
    expect(page?.search.to).toMatch(/^https:\/\/ident\.tebex\.io\/login\//)
    expect($pendingPackage.get()).toBe(6000102)
    expect(shop.provider.callsTo('/packages')).toHaveLength(0)

    // The provider sends the player back to the return address.
    $router.open(`${returnUrl.pathname}${returnUrl.search}`)
    await settle(0)
    expect($router.get()?.path).toBe('/packs')
    expect($router.get()?.search).toEqual({})
    expect(shop.provider.callsTo('/packages')).toHaveLength(0)
    await settle(250)
    expect(shop.provider.callsTo('/packages')[0]?.body).toEqual({
      package_id: 6000102,
      quantity: 1,
      variable_data: { identifier: String(demoAccount.id), gifter: 'null' }
    })
    await settle(0)
    expect(openOverlays()).toContain('checkoutPopup')
    expect($cashBasket.get()?.packages.map((line) => line.name)).toEqual(['1000'])
    expect(loaders).toEqual(['Creation du panier', 'Authentification du panier', 'Ajout en cours'])
    expect($fullScreenLoader.get()).toBeUndefined()
    stop()
  })

  it('a return without success=true does not add, and the next try asks for the login again', async () => {
    await request(unionsPack)
    const ident = $cashBasket.get()?.ident
    $router.open(
      `/tokens?basketauthurldata=${encodeURIComponent(JSON.stringify({ previousPage: '/tokens', authUrl: 'validation', giftTarget: null, id: 6000102 }))}`
    )
    await settle(500)
    expect(shop.provider.callsTo('/packages')).toHaveLength(0)
    expect($cashBasket.get()?.authUrl?.isSuccess).toBe(false)
    await request(unionsPack)
    expect(shop.provider.callsTo('/baskets')).toHaveLength(1)
    expect(shop.provider.callsTo('/auth', 'GET')).toHaveLength(2)
    expect($cashBasket.get()?.ident).toBe(ident)
  })

  it('gifts: identifier is the target, gifter the player, both players in custom; a gifted Grade never carries the gifter’s discord_id', async () => {
    updateAppState({ user: { ...demoAccount, discordId: DISCORD_ID } })
    await seedAuthorizedBasket()
    await request(gradeVip, { giftTarget: { id: 2, nickname: 'Emma_Roux' } })
    expect(shop.provider.callsTo('/packages')[0]?.body).toEqual({
      package_id: 6000001,
      quantity: 1,
      variable_data: { identifier: '2', gifter: String(demoAccount.id) },
      custom: { gift_target_data: { id: 2, nickname: 'Emma_Roux' }, gifter_id: demoAccount.id }
    })
    expect($cashBasket.get()?.packages[0]?.giftTarget).toEqual({ id: 2, nickname: 'Emma_Roux' })

    await seedAuthorizedBasket()
    await request(unionsPack)
    expect(shop.provider.callsTo('/packages')[0]?.body).toMatchObject({
      variable_data: { identifier: String(demoAccount.id), gifter: 'null' }
    })
  })

  it('a gift button opens the gift popup first', async () => {
    await request(unionsPack, { isGift: true })
    expect(openOverlays()).toEqual(['giftTarget'])
    expect(shop.provider.calls).toHaveLength(0)
  })

  it('a Grade needs a linked Discord: the link starts with the request, which goes on once back', async () => {
    await request(gradeVip)
    await settle(0)
    expect(shop.service.callsTo('/api/linkDiscord/start')[0]?.body).toEqual({ previousPage: '/packs', packageId: 1, isGift: false })
    expect($errorPage.get()).toBeUndefined()
    expect(assigned).toEqual(['https://discord.test/oauth2/authorize?state=x'])
    expect(shop.provider.calls).toHaveLength(0)

    updateAppState({ user: { ...demoAccount, discordId: DISCORD_ID } })
    $packageAfterLink.set({ packageId: 1, isGift: false })
    await settle(0)
    expect(shop.provider.callsTo('/baskets')).toHaveLength(1)
    expect(
      JSON.parse(new URL(shop.provider.callsTo('/auth', 'GET')[0]?.query.returnUrl ?? '').searchParams.get('basketauthurldata') ?? '').id
    ).toBe(6000001)
  })

  it('a visitor gets the login panel; the product comes back after the login if at most 5 minutes old', async () => {
    updateAppState({ user: undefined })
    await request(unionsPack)
    expect($loginPanel.get()).toEqual({ open: true, message: "Vous devez être connecté avant d'ajouter des objets à votre panier." })
    expect(shop.provider.calls).toHaveLength(0)
    updateAppState({ user: demoAccount })
    await settle(0)
    expect(shop.provider.callsTo('/baskets')).toHaveLength(1)

    updateAppState({ user: undefined, cashBasket: undefined })
    await request(unionsPack)
    await settle(300_001)
    updateAppState({ user: demoAccount })
    await settle(0)
    expect(shop.provider.callsTo('/baskets')).toHaveLength(1)
  })

  it('a gift is never remembered for after the login', async () => {
    updateAppState({ user: undefined })
    await request(unionsPack, { isGift: true })
    updateAppState({ user: demoAccount })
    await settle(0)
    expect(shop.provider.calls).toHaveLength(0)
    expect(openOverlays()).not.toContain('giftTarget')
  })

  it('a basket older than an hour, or another player’s, is dropped for a new one; a logout drops it', async () => {
    const old = await seedAuthorizedBasket({ createdAt: Date.now() - 3_600_001 })
    await request(unionsPack)
    expect(shop.provider.callsTo('/baskets')).toHaveLength(1)
    expect($cashBasket.get()?.ident).not.toBe(old)

    await seedAuthorizedBasket({ accountId: 999 })
    await request(unionsPack)
    expect(shop.provider.callsTo('/baskets')).toHaveLength(1)

    await openPopupOnUnionsPack()
    expect(openOverlays()).toContain('checkoutPopup')
    updateAppState({ user: undefined })
    expect($cashBasket.get()).toBeUndefined()
    expect(openOverlays()).not.toContain('checkoutPopup')
  })

  it('a failed add shows the error page in French (the provider’s English goes to the console) and resets the basket', async () => {
    await seedAuthorizedBasket()
    shop.provider.state.addFailure = { title: 'Bad Request', detail: 'A Discord account is required to purchase this package' }
    await request(unionsPack)
    await settle(300)
    expect($errorPage.get()).toEqual({
      type: 'TEBEX_ADD_PACKAGE_FAILED',
      wordings: ['Le service de paiement a refusé la commande. Votre panier a été vidé : recommencez votre achat.']
    })
    expect($cashBasket.get()).toBeUndefined()
    clearErrorPage()
    expect($errorPage.get()).toBeUndefined()
  })

  it('a basket the provider no longer knows is replaced once, and the flow goes on', async () => {
    const ident = await seedAuthorizedBasket()
    shop.provider.dropBasket(ident)
    await request(unionsPack)
    await settle(300)
    expect(shop.provider.callsTo('/baskets')).toHaveLength(1)
    expect(shop.provider.callsTo('/auth', 'GET')).toHaveLength(1)
    expect($errorPage.get()).toBeUndefined()
  })
})

describe('confirmation popup (docs/cash-checkout.md#confirmation-popup)', () => {
  it('a second request while the basket holds a package opens the popup again, without adding', async () => {
    await openPopupOnUnionsPack()
    closeAllOverlaysExcept()
    await requestCashPackage(unionsPack)
    await settle(0)
    expect(openOverlays()).toEqual(['checkoutPopup'])
    expect(shop.provider.callsTo('/packages')).toHaveLength(1)
  })

  it('another product while an unpaid order holds the basket: the popup names the pending order; cancelling it goes on with the new one', async () => {
    updateAppState({ user: { ...demoAccount, discordId: DISCORD_ID } })
    await openPopupOnUnionsPack()
    // The player closed (or declined) the checkout: the order stays in the basket, unpaid.
    closeAllOverlaysExcept()
    await request(gradeVip)
    expect(openOverlays()).toEqual(['checkoutPopup'])
    expect($cashBasket.get()?.packages.map((line) => line.id)).toEqual([6000102])
    expect(popup().$nextPackage.get()?.label).toBe('Grade VIP')
    popup().askCancel()
    popup().answerNo()
    expect(popup().$nextPackage.get()?.label).toBe('Grade VIP')
    popup().askCancel()
    const done = popup().answerYes()
    // 'Suppression...' for 2 s, then the new package's add 250 ms on.
    await settle(REMOVE_LOADER_MS + 300)
    await done
    expect(shop.provider.callsTo('/packages/remove')[0]?.body).toEqual({ package_id: 6000102 })
    expect(shop.provider.callsTo('/packages').map((call) => (call.body as { package_id: number }).package_id)).toEqual([6000102, 6000001])
    expect($cashBasket.get()?.packages.map((line) => line.id)).toEqual([6000001])
    expect(openOverlays()).toEqual(['checkoutPopup'])
    expect(popup().$nextPackage.get()).toBeUndefined()
  })

  it('an unpaid order the provider already emptied does not stand in the way: the new package goes on', async () => {
    updateAppState({ user: { ...demoAccount, discordId: DISCORD_ID } })
    const line = { id: 6000102, name: '1000', image: null, price: 9.99, quantity: 1, giftTarget: null }
    await seedAuthorizedBasket({ packages: [line] })
    await request(gradeVip)
    await settle(300)
    expect(shop.provider.callsTo('/packages').map((call) => (call.body as { package_id: number }).package_id)).toEqual([6000001])
    expect($cashBasket.get()?.packages.map((basketLine) => basketLine.id)).toEqual([6000001])
    expect(openOverlays()).toEqual(['checkoutPopup'])
  })

  it('Annuler asks Non/Oui; Oui removes the package under "Suppression..." for 2 s and hides the popup; the basket stays', async () => {
    const ident = await openPopupOnUnionsPack()
    popup().askCancel()
    expect(popup().$question.get()).toBe('cancel')
    const done = popup().answerYes()
    await settle(REMOVE_LOADER_MS - 1)
    // The provider answered long ago: the loader still shows, over the popup.
    expect(shop.provider.callsTo('/packages/remove')[0]?.body).toEqual({ package_id: 6000102 })
    expect($cashPopupLoader.get()).toBe('Suppression...')
    expect(openOverlays()).toContain('checkoutPopup')
    // Under the loader the popup still shows the order, not an empty basket at 0,00 €.
    expect($cashBasket.get()?.packages.map((line) => line.id)).toEqual([6000102])
    await settle(1)
    await done
    expect($cashPopupLoader.get()).toBeUndefined()
    expect(openOverlays()).not.toContain('checkoutPopup')
    expect($cashBasket.get()).toMatchObject({ ident, packages: [] })
  })

  it('a cancelled=true return opens the cancel question over the basket’s order', async () => {
    await openPopupOnUnionsPack()
    closeAllOverlaysExcept()
    $router.open('/?cancelled=true')
    await settle(0)
    expect(openOverlays()).toEqual(['checkoutPopup'])
    expect(popup().$question.get()).toBe('cancel')
    expect($router.get()?.search).toEqual({})
  })

  it('a package no longer sold says so, and the popup closes after 2 s', async () => {
    shop.useProvider(fakeStoreProvider({ packages: { 6000102: { name: '1000', price: 9.99 } } }))
    await seedAuthorizedBasket()
    await request(unionsPack)
    await settle(300)
    expect(popup().$packageGone.get()).toBe(false)
    closeAllOverlaysExcept()
    $storeCategories.set({ categories: [], fetchedAt: Date.now() })
    await requestCashPackage(unionsPack)
    await settle(0)
    expect(popup().$packageGone.get()).toBe(true)
    expect(openOverlays()).toContain('checkoutPopup')
    await settle(1_999)
    expect(openOverlays()).toContain('checkoutPopup')
    await settle(1)
    expect(openOverlays()).not.toContain('checkoutPopup')
    expect($cashBasket.get()).toBeUndefined()
  })

  it('Confirmer then Oui opens the embedded checkout on the basket; its loader hides 300 ms after it is up', async () => {
    const ident = await openPopupOnUnionsPack()
    popup().askConfirm()
    expect(popup().$question.get()).toBe('confirm')
    await popup().answerYes()
    expect(launched).toEqual([expect.objectContaining({ ident, endpoint: FAKE_CHECKOUT })])
    expect(openOverlays()).not.toContain('checkoutPopup')
    expect($embeddedCheckout.get()).toEqual({ ident, ready: false })
    await settle(299)
    expect($embeddedCheckout.get()?.ready).toBe(false)
    await settle(1)
    expect($embeddedCheckout.get()?.ready).toBe(true)
    launched[0]?.handlers.onClose()
    expect($embeddedCheckout.get()).toBeUndefined()
  })

  it('after payment:complete the basket is reset; the balance and recap follow as soon as the payment shows in the history', async () => {
    const payment = {
      date: '2026-11-23T20:00:00.000Z',
      package: { id: 6000102, name: '1000' },
      quantity: 1,
      amount: { cents: 999, currency: 'EUR' },
      giftTo: null,
      deliveries: []
    }
    shop.storePayments.push({ ...payment, txn_id: 'tbx-earlier:6000102', status: 'complete' })
    await openPopupOnUnionsPack()
    popup().askConfirm()
    await popup().answerYes()
    const whoAmICalls = () => shop.service.callsTo('/api/whoAmI').length
    const before = whoAmICalls()
    launched[0]?.handlers.onPaymentComplete({})
    expect($cashBasket.get()).toBeUndefined()
    // No notice of the checkout (« nouvelle fenêtre ») stays over « Paiement réussi ! », close event or not.
    expect($embeddedCheckout.get()).toBeUndefined()
    expect(openOverlays()).toEqual(expect.arrayContaining(['transactionPopup', 'transactionRecap']))
    expect($transaction.get()).toMatchObject({ total: 9.99, credited: false, lines: [expect.objectContaining({ name: '1000' })] })
    // An earlier payment, and one the webhook could not credit, are not this one.
    shop.storePayments.unshift({ ...payment, txn_id: 'tbx-other:6000102', status: 'unknown_recipient' })
    await settle(6_000)
    expect($transaction.get()?.credited).toBe(false)
    expect(whoAmICalls()).toBe(before)

    shop.storePayments.unshift({ ...payment, txn_id: 'tbx-new:6000102', status: 'complete' })
    await settle(2_000)
    expect(whoAmICalls()).toBe(before + 1)
    expect($transaction.get()?.credited).toBe(true)
    const polls = shop.service.callsTo('/api/getPlayerTransactions').length
    await settle(60_000)
    expect(shop.service.callsTo('/api/getPlayerTransactions')).toHaveLength(polls)
  })

  it('a payment the webhook never credits: the poll stops after 60 s, the balance is read once more, the recap stays pending', async () => {
    await openPopupOnUnionsPack()
    popup().askConfirm()
    await popup().answerYes()
    const before = shop.service.callsTo('/api/whoAmI').length
    launched[0]?.handlers.onPaymentComplete({})
    await settle(62_000)
    const polls = shop.service.callsTo('/api/getPlayerTransactions').length
    expect(polls).toBeLessThanOrEqual(32)
    expect(shop.service.callsTo('/api/whoAmI')).toHaveLength(before + 1)
    expect($transaction.get()?.credited).toBe(false)
    await settle(60_000)
    expect(shop.service.callsTo('/api/getPlayerTransactions')).toHaveLength(polls)
  })
})
