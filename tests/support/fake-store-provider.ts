import type { BasketWire, StoreCategoryWire, StoreProblemWire } from '../../src/core/contract/store-provider.ts'

export const FAKE_HEADLESS = 'https://headless.test'
export const FAKE_TOKEN = 'demo-store'
export const FAKE_CHECKOUT = 'https://pay.test'

export interface ProviderCall {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
}

interface FakeLine {
  id: number
  name: string
  price: number
  giftUsername: string | null
}

const problem = (title: string, detail: string, status = 422) =>
  Response.json({ type: 'https://docs.tebex.io', title, status, detail } satisfies StoreProblemWire, { status })

/**
 * A store provider answering the Headless API paths the bundle calls, with the real shapes and errors
 * (`links: []`, string ids, problems): enough to drive the checkout stores without a network.
 */
export function fakeStoreProvider(options: { packages?: Record<number, { name: string; price: number; category?: string }> } = {}) {
  const packages = options.packages ?? {
    6000101: { name: '500', price: 4.99, category: 'Points boutique' },
    6000102: { name: '1000', price: 9.99, category: 'Points boutique' },
    6000001: { name: 'Grade VIP', price: 9.99, category: 'Grades' }
  }
  const calls: ProviderCall[] = []
  const baskets = new Map<string, { lines: FakeLine[]; coupon: string | null; creatorCode: string | null; custom: unknown }>()
  const state = { nextBasket: 1, addFailure: undefined as { title: string; detail: string } | undefined }

  const view = (ident: string): BasketWire => {
    const basket = baskets.get(ident)
    const base = (basket?.lines ?? []).reduce((sum, line) => sum + line.price, 0)
    const total = basket?.coupon ? Math.round(base * 90) / 100 : base
    return {
      ident,
      complete: false,
      id: 244127617,
      base_price: base,
      total_price: total,
      currency: 'EUR',
      packages: (basket?.lines ?? []).map((line) => ({
        id: line.id,
        name: line.name,
        image: null,
        in_basket: { quantity: 1, price: line.price, gift_username_id: null, gift_username: line.giftUsername }
      })),
      coupons: basket?.coupon ? [{ coupon_code: basket.coupon }] : [],
      creator_code: basket?.creatorCode ?? null,
      links: [],
      custom: null
    }
  }

  const categories = (): StoreCategoryWire[] => {
    const byName = new Map<string, StoreCategoryWire>()
    for (const [id, item] of Object.entries(packages)) {
      const name = item.category ?? 'Points boutique'
      const category = byName.get(name) ?? { id: String(byName.size + 1), name, packages: [] }
      category.packages?.push({ id: Number(id), name: item.name, base_price: item.price, total_price: item.price, currency: 'EUR' })
      byName.set(name, category)
    }
    return [...byName.values()]
  }

  const answer = (call: ProviderCall): Response => {
    const account = `/api/accounts/${FAKE_TOKEN}`
    if (call.path === `${account}/categories`) return Response.json({ data: categories() })
    if (call.path === `${account}/baskets` && call.method === 'POST') {
      const ident = `1a-${String(state.nextBasket++).padStart(40, '0')}`
      baskets.set(ident, { lines: [], coupon: null, creatorCode: null, custom: (call.body as { custom?: unknown }).custom })
      return Response.json({ data: view(ident) })
    }
    const match = /^\/api\/(?:accounts\/[^/]+\/)?baskets\/([^/]+)(\/.*)?$/.exec(call.path)
    const ident = decodeURIComponent(match?.[1] ?? '')
    const basket = baskets.get(ident)
    if (!basket) return problem('Bad Request', 'Basket not found')
    const rest = match?.[2] ?? ''
    const body = (call.body ?? {}) as Record<string, unknown>
    switch (`${call.method} ${rest}`) {
      case 'GET ':
        return Response.json({ data: view(ident) })
      case 'GET /auth':
        return Response.json([
          { name: 'FiveM', url: `https://ident.tebex.io/login/${ident}?return=${encodeURIComponent(call.query.returnUrl ?? '')}` }
        ])
      case 'POST /packages': {
        if (state.addFailure) return problem(state.addFailure.title, state.addFailure.detail)
        const item = packages[Number(body.package_id)]
        if (!item) return problem('Bad Request', 'Package not found')
        const gift = (body.custom as { gift_target_data?: { nickname: string } } | undefined)?.gift_target_data
        basket.lines = [{ id: Number(body.package_id), name: item.name, price: item.price, giftUsername: gift?.nickname ?? null }]
        return Response.json({ data: view(ident) })
      }
      case 'POST /packages/remove':
        basket.lines = basket.lines.filter((line) => line.id !== Number(body.package_id))
        return Response.json({ data: view(ident) })
      case 'POST /coupons':
        if (String(body.coupon_code).toUpperCase() === 'EXPIRE') return problem('Bad Request', 'This coupon has expired')
        if (String(body.coupon_code).toUpperCase() !== 'BIENVENUE10')
          return problem('Invalid coupon code provided', 'The coupon code you entered is not valid')
        basket.coupon = 'BIENVENUE10'
        return Response.json({ success: true, message: 'Coupon applied successfully' })
      case 'POST /coupons/remove':
        basket.coupon = null
        return Response.json({ success: true, message: 'Coupon removed successfully' })
      case 'POST /creator-codes':
        if (String(body.creator_code).toUpperCase() !== 'UNITYRP')
          return problem('Invalid creator code provided', 'The creator code you entered is not valid')
        basket.creatorCode = 'UNITYRP'
        return Response.json({ success: true, message: 'Creator code applied successfully' })
      case 'POST /creator-codes/remove':
        basket.creatorCode = null
        return Response.json({ success: true, message: 'Creator code removed successfully' })
      default:
        return problem('Not Found', `No route for ${call.method} ${call.path}`, 404)
    }
  }

  const adapter = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input))
    const call: ProviderCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    }
    calls.push(call)
    return answer(call)
  }

  return {
    adapter: adapter,
    calls,
    state,
    baskets,
    callsTo: (suffix: string, method = 'POST') => calls.filter((call) => call.method === method && call.path.endsWith(suffix)),
    dropBasket: (ident: string) => baskets.delete(ident)
  }
}
