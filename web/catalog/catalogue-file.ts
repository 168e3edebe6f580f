import * as z from 'zod/mini'

import { PRODUCT_CATEGORIES, PRODUCT_THEMES } from '../../src/core/contract/catalog.ts'
import { plainOrigin } from '../http/plain-origin.ts'

/** What the game server hands a character for one unit of a product. */
export const grantSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('item'), item: z.string().check(z.minLength(1)), count: z.int().check(z.positive()) }),
  z.object({ kind: z.literal('weapon'), weapon: z.string().check(z.minLength(1)), ammo: z.int().check(z.minimum(0)) }),
  z.object({ kind: z.literal('vehicle'), model: z.string().check(z.minLength(1)) }),
  z.object({ kind: z.literal('money'), amount: z.int().check(z.positive()) }),
  z.object({ kind: z.literal('unions'), amount: z.int().check(z.positive()) }),
  z.object({ kind: z.literal('grade'), tier: z.int().check(z.minimum(1), z.maximum(5)) })
])
export type Grant = z.infer<typeof grantSchema>

/**
 * A root-relative path of the shop, or an https address whose origin is a plain host (plain-origin.ts):
 * the CSP's img-src lists these origins, so a host such as `img.example;sandbox` is refused here. A path is
 * names joined by single slashes, none of them `.` or `..`: `//evil.example/x.png` and `/..//evil.example/x.png`
 * are another site's addresses to a browser (protocol-relative, or after resolving the dots).
 */
const SHOP_PATH = /^(\/(?!\.\.?(\/|$))[\w\-.]+)+$/
const imageUrl = z.string().check(
  z.refine((url) => SHOP_PATH.test(url) || /^https:\/\/\S+$/.test(url), 'chemin /… ou adresse https:// attendu'),
  z.refine(
    (url) => url.startsWith('/') || plainOrigin(url, ['https:']) !== undefined,
    'adresse https:// dont l’hôte est un simple nom de domaine ou une adresse IP attendue'
  )
)

export const catalogueProductSchema = z.strictObject({
  id: z.int().check(z.positive()),
  name: z.string().check(z.regex(/^[a-z0-9_]{2,64}$/, 'code en minuscules, chiffres et _ (2 à 64)')),
  label: z.string().check(z.minLength(2), z.maxLength(80)),
  category: z.enum(PRODUCT_CATEGORIES),
  /** Unions for 'tokens' products, euro cents for 'cash' products. */
  price: z.int().check(z.minimum(0), z.maximum(10_000_000)),
  moneyType: z.enum(['tokens', 'cash']),
  images: z.array(imageUrl).check(z.minLength(1), z.maxLength(12)),
  description: z.string().check(z.maxLength(20_000)),
  index: z.int(),
  theme: z._default(z.enum(PRODUCT_THEMES), 'bronze'),
  /** null: unlimited. */
  stocks: z._default(z.nullable(z.int().check(z.minimum(0))), null),
  /** 0: no limit per character. */
  characterLimit: z._default(z.int().check(z.minimum(0)), 0),
  isDailyShopOnly: z._default(z.boolean(), false),
  /** May appear among the daily offers. */
  dailyShopEligible: z._default(z.boolean(), false),
  /** Discount (percent) when offered in the daily shop; picked from the configured list when absent. */
  dailyShopDiscount: z.optional(z.int().check(z.minimum(1), z.maximum(90))),
  /** The store-provider package a cash product is sold as. */
  tebexPackageId: z._default(z.nullable(z.int().check(z.positive())), null),
  grants: z.array(grantSchema).check(z.minLength(1), z.maxLength(50)),
  /** A Grade sold as a monthly subscription (Tebex package type "subscription"): the Unions credited each paid month. */
  subscription: z._default(z.nullable(z.strictObject({ monthlyUnions: z.int().check(z.minimum(0), z.maximum(1_000_000)) })), null),
  active: z._default(z.boolean(), true)
})
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>

export const catalogueFileSchema = z.strictObject({
  products: z.array(z.unknown()).check(z.minLength(1), z.maxLength(5000)),
  home: z._default(
    z.strictObject({
      bestSeller: z._default(z.array(z.int()), []),
      shouldInterest: z._default(z.array(z.int()), [])
    }),
    { bestSeller: [], shouldInterest: [] }
  ),
  creators: z._default(z.array(z.string().check(z.regex(/^[A-Za-z0-9_-]{3,32}$/))), [])
})
