import { afterEach, beforeEach, vi } from 'vitest'

import { setRequestAdapter } from '../../src/api/client.ts'
import { setStoreProviderAdapter } from '../../src/api/store-provider-api.ts'
import type { PublicConfig } from '../../src/core/contract/public-config.ts'
import type { StoreTransaction } from '../../src/core/contract/transactions.ts'
import type { CashBasket } from '../../src/core/domain/cash-basket.ts'
import { requestCashPackage } from '../../src/flows/cash-request.ts'
import { $checkoutPopup, type CheckoutPopup } from '../../src/flows/checkout-popup.ts'
import { followCheckoutReturns } from '../../src/flows/checkout-returns.ts'
import { checkoutEnvironment } from '../../src/stores/checkout-environment.ts'
import { $embeddedCheckout, $transaction } from '../../src/stores/embedded-checkout.ts'
import { stopWatching } from '../../src/stores/handoff-return.ts'
import { stopWatchingCredit } from '../../src/stores/payment-credit.ts'
import { $errorPage } from '../../src/stores/error-page.ts'
import { $overlayStack, closeAllOverlaysExcept } from '../../src/stores/overlays.ts'
import { updateAppState } from '../../src/stores/persistence.ts'
import { resetCodes } from '../../src/stores/promo-codes.ts'
import { $publicConfig } from '../../src/stores/public-config.ts'
import { $router } from '../../src/stores/router.ts'
import { $shopData } from '../../src/stores/shop.ts'
import { $storeCategories } from '../../src/stores/store-categories.ts'
import { FAKE_CHECKOUT, FAKE_HEADLESS, FAKE_TOKEN, fakeStoreProvider } from './fake-store-provider.ts'
import { demoAccount, fakeShopService, shopDataOf, tokenProduct } from './purchase-fixtures.ts'

type Launched = { ident: string; endpoint: string; handlers: Parameters<typeof checkoutEnvironment.launchCheckout>[1] }

/**
 * The checkout stores of a test file, on fake timers: the store provider and the shop service answered
 * by fakes, the page around them (origin, frame, Tebex.js, location) replaced, a logged-in player without
 * Discord, and the returns followed. Everything is put back between tests.
 */
export function useCheckoutStores() {
  const unionsPack = tokenProduct(12, {
    label: '1’000 Unions',
    category: 'Points boutique',
    moneyType: 'cash',
    price: 999,
    tebexPackageId: 6000102
  })
  const gradeVip = tokenProduct(1, { label: 'Grade VIP', category: 'Grades', moneyType: 'cash', price: 999, tebexPackageId: 6000001 })
  const config: PublicConfig = {
    demo: true,
    servers: [{ name: 'main', label: 'Serveur Principal' }],
    defaultServer: 'main',
    socials: {},
    communityUrl: null,
    rankBadgeUrl: '/media/ranks/{rank}.svg',
    storeProvider: { publicToken: FAKE_TOKEN, headlessUrl: FAKE_HEADLESS, checkoutEndpoint: FAKE_CHECKOUT, specialPackages: [6000001] },
    legal: {
      operatorName: null,
      operatorAddress: null,
      publicationDirector: null,
      contactEmail: null,
      hostName: null,
      hostAddress: null,
      hostContact: null
    }
  }
  /** The store provider's payments the shop service knows (what the webhook recorded). */
  const storePayments: StoreTransaction[] = []
  const service = fakeShopService({
    '/api/getPlayerTransactions': () => Response.json({ shop: [], tebex: storePayments }),
    '/api/config': () => Response.json(config),
    '/api/whoAmI': () => Response.json({ account: { ...demoAccount, shopTokens: 26_000 } }),
    '/api/linkDiscord/start': () => Response.json({ authorizeUrl: 'https://discord.test/oauth2/authorize?state=x' }),
    // As the shop service builds it: PUBLIC_URL, a fresh token, the server and the place to resume.
    '/api/websiteLoginToken': (call) => {
      const url = new URL('https://boutique.example.fr/loginGame?token=fresh-one-time-token-000&serverId=main')
      const { redirect } = call.body as { redirect?: string }
      if (redirect) url.searchParams.set('customRedirect', redirect)
      return Response.json({ url: url.href })
    }
  })
  /** Player lookups by lower-cased name; any other name is unknown (404). */
  const players: Record<string, { id: number; username: string }> = {}
  const lookedUp: string[] = []
  /** Gifts the shop refuses (409 with the message), keyed `<productId>:<targetId>`; any other is allowed. */
  const refusedGifts: Record<string, string> = {}
  const giftChecks: string[] = []
  const adapter = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test')
    if (url.pathname === '/api/giftCheck') {
      giftChecks.push(url.search)
      const refusal = refusedGifts[`${url.searchParams.get('productId')}:${url.searchParams.get('targetId')}`]
      return refusal ? Response.json({ error: refusal }, { status: 409 }) : Response.json({ ok: true })
    }
    if (url.pathname !== '/api/verifyUsername') return service.adapter(input, init)
    const name = url.searchParams.get('username') ?? ''
    lookedUp.push(name)
    const player = players[name.toLowerCase()]
    return player ? Response.json(player) : Response.json({ error: 'Aucun joueur ne porte ce pseudo' }, { status: 404 })
  }) as typeof fetch
  const context = {
    unionsPack,
    gradeVip,
    service,
    provider: fakeStoreProvider(),
    players,
    lookedUp,
    storePayments,
    refusedGifts,
    giftChecks,
    launched: [] as Launched[],
    opened: [] as string[],
    assigned: [] as string[],
    framed: false,
    pageEvents: new EventTarget(),
    settle: (ms = 0) => vi.advanceTimersByTimeAsync(ms),
    openOverlays: () => $overlayStack.get().map((overlay) => overlay.name),
    /** The confirmation popup on screen (each opening is a flow of its own); fails the test when there is none. */
    popup(): CheckoutPopup {
      const popup = $checkoutPopup.get()
      if (!popup) throw new Error('no confirmation popup is open')
      return popup
    },
    /** A request whose flow waits on timers (the 250 ms add delay): they run while it is awaited. */
    async request(...args: Parameters<typeof requestCashPackage>): Promise<void> {
      const done = requestCashPackage(...args)
      await context.settle(300)
      await done
    },
    /** A provider basket made beforehand (as a previous visit left it), kept by the bundle as authorized. */
    async seedAuthorizedBasket(overrides: Partial<CashBasket> = {}): Promise<string> {
      const response = await context.provider.adapter(`${FAKE_HEADLESS}/api/accounts/${FAKE_TOKEN}/baskets`, {
        method: 'POST',
        body: JSON.stringify({ complete_url: 'https://shop.test/', cancel_url: 'https://shop.test/', custom: {} })
      })
      const { data } = (await response.json()) as { data: { ident: string } }
      context.provider.calls.length = 0
      updateAppState({ cashBasket: authorizedBasket({ ident: data.ident, ...overrides }) })
      return data.ident
    },
    /** Adds the Unions pack to an authorized basket: the confirmation popup opens on it. */
    async openPopupOnUnionsPack(): Promise<string> {
      const ident = await context.seedAuthorizedBasket()
      await context.request(unionsPack)
      return ident
    },
    /** Another store provider (other packages) for the rest of the test. */
    useProvider(provider: ReturnType<typeof fakeStoreProvider>): void {
      context.provider = provider
      setStoreProviderAdapter(provider.adapter)
    }
  }
  let stopFollowing: () => void = () => undefined

  beforeEach(() => {
    vi.useFakeTimers()
    context.useProvider(fakeStoreProvider())
    setRequestAdapter(adapter)
    service.calls.length = 0
    lookedUp.length = 0
    storePayments.length = 0
    context.launched.length = 0
    context.opened.length = 0
    context.assigned.length = 0
    for (const name of Object.keys(players)) delete players[name]
    context.framed = false
    Object.assign(checkoutEnvironment, {
      origin: () => 'https://shop.test',
      isFramed: () => context.framed,
      openExternal: (url: string) => {
        context.opened.push(url)
        return context.framed
      },
      launchCheckout: async (launch: { ident: string; endpoint: string }, handlers: Launched['handlers']) => {
        context.launched.push({ ...launch, handlers })
        return () => undefined
      }
    })
    const page = {
      location: { assign: (url: string) => context.assigned.push(url), pathname: '/packs', search: '', origin: 'https://shop.test' }
    }
    vi.stubGlobal('location', page.location)
    // A top-level page: the Discord link navigates itself instead of asking a parent frame. The page's
    // events (focus, visibility) are the test's to fire.
    const events = context.pageEvents
    vi.stubGlobal('window', Object.assign(events, page, { parent: events }))
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }))
    // The config is fetched once the stores load (characters.ts follows the server): set as it arrived.
    $publicConfig.set(config)
    updateAppState({ user: { ...demoAccount, discordId: null }, cashBasket: undefined, cashPendingItem: undefined, attempts: undefined })
    $shopData.set(shopDataOf([unionsPack, gradeVip]))
    $storeCategories.set(undefined)
    closeAllOverlaysExcept()
    $errorPage.set(undefined)
    $transaction.set(undefined)
    $embeddedCheckout.set(undefined)
    resetCodes()
    $router.open('/packs')
    stopFollowing = followCheckoutReturns()
  })

  afterEach(async () => {
    stopFollowing()
    stopWatching()
    stopWatchingCredit()
    await vi.runOnlyPendingTimersAsync()
    // Stores unmount 1 s after their last listener, a computed one's sources 1 s later still: let them.
    await vi.advanceTimersByTimeAsync(3_000)
    vi.useRealTimers()
    vi.unstubAllGlobals()
    setStoreProviderAdapter(undefined)
    setRequestAdapter(undefined)
  })

  return context
}

/** A basket the provider's login already accepted, as the bundle keeps it. */
function authorizedBasket(overrides: Partial<CashBasket> = {}): CashBasket {
  return {
    ident: '',
    accountId: demoAccount.id,
    createdAt: Date.now(),
    packages: [],
    basePrice: 0,
    totalPrice: 0,
    currency: 'EUR',
    creatorCode: null,
    coupons: [],
    authUrl: { payload: 'https://ident.tebex.io/login', isSuccess: true },
    ...overrides
  }
}
