import type { DailyOffer } from '../../src/contract/daily-shop.ts'
import type { BuyProductsError, BuyProductsRequest } from '../../src/contract/purchase.ts'
import { parisDay } from '../../src/domain/paris-time.ts'
import { purchaseErrors } from '../../src/messages/purchase-errors.ts'
import { offersOfDay, type DailyShopSettings } from '../daily-shop/daily-shop-repo.ts'
import type { Database, Queryable } from '../db/database.ts'
import { HttpError } from '../http/http-error.ts'
import { checkPurchaseLines, refusalMessage, type PurchaseProductRow } from './check-lines.ts'
import {
  findStoredPurchase,
  isUniqueViolation,
  purchaseRequestHash,
  replayStoredPurchase,
  storePurchase,
  type StoredAnswer
} from './idempotency.ts'
import { writeOrder } from './write-order.ts'

export interface PurchaseInput {
  accountId: number
  serverName: string
  request: BuyProductsRequest
  idempotencyKey: string | undefined
  now: Date
  dailyShop: DailyShopSettings
}

/** 'refused' changed nothing; its body is the 409 answer of SPEC §8. */
export type PurchaseOutcome = { kind: 'bought'; answer: StoredAnswer } | { kind: 'refused'; body: BuyProductsError }

/**
 * A purchase in one transaction. Locks are taken in the project's one order (web/README.md "Lock order":
 * the account, the character, then products by id) so concurrent transactions wait instead of deadlocking.
 * Throws a 404 HttpError for a character that is not the player's on this server, 422 for a reused key.
 */
export async function buyProducts(db: Database, input: PurchaseInput): Promise<PurchaseOutcome> {
  const requestHash = purchaseRequestHash(input.serverName, input.request)
  // Read before any row lock: the day's first call inserts the offers, which must not wait behind a purchase.
  const offers = Object.values(input.request.products).some((line) => line.isFromDailyShop)
    ? await offersOfDay(db, parisDay(input.now.getTime()), input.dailyShop)
    : []
  try {
    return await db.transaction((tx) => purchaseInTransaction(tx, input, offers, requestHash))
  } catch (error) {
    // The same key sent at once for another character: the first committed, this one rolled back.
    if (input.idempotencyKey !== undefined && isUniqueViolation(error)) {
      const stored = await findStoredPurchase(db, input.accountId, input.idempotencyKey)
      if (stored) return { kind: 'bought', answer: replayStoredPurchase(stored, requestHash) }
    }
    throw error
  }
}

async function purchaseInTransaction(
  tx: Queryable,
  input: PurchaseInput,
  offers: DailyOffer[],
  requestHash: string
): Promise<PurchaseOutcome> {
  // The project's lock order (web/README.md): the account before its character, as a player sync takes them.
  await lockBalance(tx, input.accountId)
  const character = await lockCharacter(tx, input)
  // Behind the character's lock, a concurrent retry with the same key sees the first purchase once it committed.
  const stored = input.idempotencyKey === undefined ? undefined : await findStoredPurchase(tx, input.accountId, input.idempotencyKey)
  if (stored) return { kind: 'bought', answer: replayStoredPurchase(stored, requestHash) }

  const ids = Object.keys(input.request.products).map(Number)
  const products = await lockProducts(tx, ids)
  // Only a limit per character needs the units already bought: a sum over every order line of the character.
  const limited = [...products.values()].filter((product) => product.character_limit > 0).map((product) => product.id)
  const check = checkPurchaseLines(input.request.products, {
    products,
    offers,
    bought: limited.length > 0 ? await unitsBoughtBy(tx, character.id, limited) : new Map()
  })
  if (!check.ok) return { kind: 'refused', body: { error: refusalMessage(check.itemErrors), itemErrors: check.itemErrors } }

  const balance = await lockBalance(tx, input.accountId)
  if (balance < check.total) return { kind: 'refused', body: { error: purchaseErrors.notEnoughTokens, shopTokensAmount: balance } }

  const order = await writeOrder(tx, {
    accountId: input.accountId,
    characterId: character.id,
    serverName: input.serverName,
    lines: check.lines,
    total: check.total,
    balance,
    at: input.now
  })
  const answer: StoredAnswer = {
    success: purchaseErrors.success(`${character.firstname} ${character.lastname}`),
    shopTokens: order.shopTokens,
    order: { id: order.id, lines: order.lines, total: check.total, characterDbId: character.id }
  }
  if (input.idempotencyKey !== undefined) {
    await storePurchase(tx, { accountId: input.accountId, key: input.idempotencyKey, requestHash, answer, at: input.now })
  }
  return { kind: 'bought', answer }
}

async function lockCharacter(tx: Queryable, input: PurchaseInput): Promise<{ id: number; firstname: string; lastname: string }> {
  const { rows } = await tx.query<{ id: number; firstname: string; lastname: string }>(
    `select id, firstname, lastname from characters
      where id = $1 and account_id = $2 and server_name = $3 and active for update`,
    [input.request.characterDbId, input.accountId, input.serverName]
  )
  const character = rows[0]
  if (!character) throw new HttpError(404, purchaseErrors.characterNotFound)
  return character
}

async function lockProducts(tx: Queryable, ids: number[]): Promise<Map<number, PurchaseProductRow>> {
  const { rows } = await tx.query<PurchaseProductRow>(
    `select id, name, label, category, price, money_type, images, description, sort_index, theme, stocks,
            character_limit, is_daily_shop_only, daily_shop_eligible, daily_shop_discount, tebex_package_id, active, grants
       from products where id = any($1::int[]) order by id for update`,
    [ids]
  )
  return new Map(rows.map((row) => [row.id, row]))
}

async function unitsBoughtBy(tx: Queryable, characterId: number, ids: number[]): Promise<Map<number, number>> {
  const { rows } = await tx.query<{ product_id: number; units: number }>(
    `select l.product_id, sum(l.quantity)::int as units from order_lines l join orders o on o.id = l.order_id
      where o.character_id = $1 and l.product_id = any($2::int[]) group by l.product_id`,
    [characterId, ids]
  )
  return new Map(rows.map((row) => [row.product_id, row.units]))
}

async function lockBalance(tx: Queryable, accountId: number): Promise<number> {
  const { rows } = await tx.query<{ shop_tokens: number }>('select shop_tokens from accounts where id = $1 for update', [accountId])
  const balance = rows[0]?.shop_tokens
  if (balance === undefined) throw new Error(`account ${accountId} vanished during a purchase`)
  return balance
}
