import type { Account, Character } from '../../src/core/contract/account.ts'
import type { Product, ShopData } from '../../src/core/contract/catalog.ts'

/** A Unions product as the shop data carries it; `overrides` sets what a test is about. */
export function tokenProduct(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `product_${id}`,
    label: `Produit ${id}`,
    category: 'item',
    price: 1000,
    moneyType: 'tokens',
    images: [],
    image: '',
    description: '',
    index: id,
    theme: 'bronze',
    stocks: null,
    characterLimit: 0,
    isDailyShopOnly: false,
    tebexPackageId: null,
    ...overrides
  }
}

export function shopDataOf(products: Product[]): ShopData {
  return { products, home: { bestSeller: [], shouldInterest: [] } }
}

export const demoAccount: Account = {
  id: 1,
  username: 'Lucas_Martin',
  shopTokens: 25_000,
  group: 'user',
  discordId: null,
  rank: 'joueur',
  avatarUrl: null
}

export const demoCharacter: Character = {
  id: 7,
  firstname: 'Lucas',
  lastname: 'Martin',
  dob: '12/03/1994',
  pob: 'Los Santos',
  height: 182,
  serverName: 'main'
}

export interface RecordedCall {
  method: string
  path: string
  headers: Record<string, string>
  body: unknown
}

type Answer = (call: RecordedCall) => Response | Promise<Response>

/** A stand-in for the shop service: answers by path, records every call. */
export function fakeShopService(answers: Record<string, Answer>) {
  const calls: RecordedCall[] = []
  const adapter = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://shop.test')
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    }
    calls.push(call)
    const answer = answers[url.pathname]
    return answer ? answer(call) : Response.json({ error: 'introuvable' }, { status: 404 })
  }
  return { adapter: adapter, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) }
}
