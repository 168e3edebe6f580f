/**
 * A well-formed request for every back-office route ("METHOD /api/admin/path"): the role harness sends it
 * from callers who may not, the fuzzer mutates it. A route missing here fails both tests.
 */
export interface AdminSample {
  query?: Record<string, string>
  body?: unknown
  /** Replaces the route's :id. */
  id?: string
}

import { PAYMENT_AND_MESSAGE_SAMPLES, PLAYER_SAMPLES } from './admin-samples-players.ts'

export const ADMIN_SAMPLES: Record<string, AdminSample> = {
  'GET /api/admin/session': {},
  'POST /api/admin/reauth': { body: { password: 'staff-password-1' } },
  'GET /api/admin/staff': {},
  'POST /api/admin/staff/role': { body: { username: 'Emma_Roux', role: 'staff' } },
  'GET /api/admin/actions': { query: { actor: 'Noe', page: '1' } },
  'GET /api/admin/products': { query: { search: 'pack', category: 'pack', active: 'true', sort: 'price', dir: 'desc', page: '1' } },
  'GET /api/admin/products/:id': { id: '305' },
  'POST /api/admin/products': { body: sampleProduct() },
  'PUT /api/admin/products/:id': { id: '305', body: { ...sampleProduct(), id: 305, name: 'dominator' } },
  'POST /api/admin/products/:id/duplicate': { id: '305' },
  'POST /api/admin/products/:id/active': { id: '305', body: { active: false } },
  'POST /api/admin/products/:id/stock': { id: '105', body: { delta: -1, reason: 'Casse en entrepôt' } },
  'POST /api/admin/description-preview': { body: { html: '<p>Bien</p><script>alert(1)</script>' } },
  // A multipart body: the fuzzer sends JSON and junk to it, the image tests send real files.
  'POST /api/admin/images': {},
  'GET /api/admin/catalogue/export': {},
  'GET /api/admin/home': {},
  'PUT /api/admin/home': { body: { bestSeller: [305, 101], shouldInterest: [201] } },
  'GET /api/admin/daily-shop': {},
  'POST /api/admin/daily-shop/pin': { body: { day: '2026-11-23', productId: 201, discount: 30 } },
  'POST /api/admin/daily-shop/redraw': {},
  'POST /api/admin/catalogue/import': { body: { dryRun: true, file: { products: [{ ...sampleProduct(), id: 305, name: 'dominator' }] } } },
  ...PLAYER_SAMPLES,
  ...PAYMENT_AND_MESSAGE_SAMPLES
}

/** A vehicle as the back-office form sends it (the catalogue file's format, no id: the next one). */
export function sampleProduct(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'banshee_test',
    label: 'Bravado Banshee',
    category: 'vehicle',
    price: 12_000,
    moneyType: 'tokens',
    images: ['/media/demo/elegy2-1.svg'],
    description: '<p>Cabriolet <strong>rapide</strong>.</p>',
    index: 90,
    theme: 'gold',
    stocks: 5,
    characterLimit: 1,
    isDailyShopOnly: false,
    dailyShopEligible: false,
    tebexPackageId: null,
    grants: [{ kind: 'vehicle', model: 'banshee' }],
    subscription: null,
    active: true,
    ...overrides
  }
}

/** The path of a route pattern with its sample's :id. */
export function samplePath(pattern: string, sample: AdminSample): string {
  return pattern.replace(':id', sample.id ?? '1')
}
