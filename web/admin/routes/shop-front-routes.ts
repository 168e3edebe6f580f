import { dailyPinSchema, homeUpdateSchema, type DailyAdmin } from '../../../src/core/contract/back-office-shop-front.ts'
import { parisDay } from '../../../src/core/domain/paris-time.ts'
import type { AppDeps } from '../../app-deps.ts'
import { offersOfDay } from '../../daily-shop/daily-shop-repo.ts'
import { HttpError } from '../../http/http-error.ts'
import { parseJsonBody } from '../../http/json-body.ts'
import type { AdminContext, AdminRoute } from '../admin-route.ts'
import { dailyPool, fixedOffers, fixOffers, previewOffers, redrawnOffers, withPinned } from '../shop-front/daily-offers-admin.ts'
import { homeCandidates, readHomeLists, replaceHomeLists } from '../shop-front/home-lists.ts'
import { auditedWrite } from '../staff-actions.ts'

const DAY_MS = 86_400_000
/** A day is pinned at most this far ahead. */
const PIN_HORIZON_DAYS = 30

/** The home page's lists and the daily shop: today's and tomorrow's offers, the pool, pins and a re-draw of tomorrow. */
export function shopFrontRoutes(deps: AppDeps): AdminRoute[] {
  const { db, now } = deps
  return [
    {
      method: 'GET',
      path: '/home',
      role: 'staff',
      handle: async (c) => c.json({ ...(await readHomeLists(db)), candidates: await homeCandidates(db) })
    },
    {
      method: 'PUT',
      path: '/home',
      role: 'staff',
      handle: async (c) => {
        const lists = await parseJsonBody(c, homeUpdateSchema)
        const saved = await auditedWrite(db, c.get('actor'), { action: 'home.update', target: 'home' }, new Date(now()), async (tx) => {
          const before = await readHomeLists(tx)
          await replaceHomeLists(tx, lists)
          return { before, after: lists, result: lists }
        })
        return c.json({ ...saved, candidates: await homeCandidates(db) })
      }
    },
    { method: 'GET', path: '/daily-shop', role: 'staff', handle: async (c) => c.json(await dailyView(deps)) },
    { method: 'POST', path: '/daily-shop/pin', role: 'staff', handle: (c) => pin(c, deps) },
    { method: 'POST', path: '/daily-shop/redraw', role: 'staff', handle: (c) => redraw(c, deps) }
  ]
}

async function dailyView({ db, now, config }: AppDeps): Promise<DailyAdmin> {
  const instant = now()
  const [today, tomorrow] = [parisDay(instant), parisDay(instant + DAY_MS)]
  const pool = await dailyPool(db)
  const fixedTomorrow = await fixedOffers(db, tomorrow)
  return {
    // Today's offers are fixed by the first read of the day, the players' own: this read is one of them.
    today: { day: today, offers: await offersOfDay(db, today, config.dailyShop), fixed: true },
    tomorrow: {
      day: tomorrow,
      offers: fixedTomorrow ?? previewOffers(tomorrow, pool, config.dailyShop),
      fixed: fixedTomorrow !== undefined
    },
    pool,
    size: config.dailyShop.size,
    discounts: config.dailyShop.discounts
  }
}

/** Pins a product for a coming day (today's offers never change once players saw them). */
async function pin(c: AdminContext, deps: AppDeps): Promise<Response> {
  const { day, productId, discount } = await parseJsonBody(c, dailyPinSchema)
  const instant = deps.now()
  if (day <= parisDay(instant) || day > parisDay(instant + PIN_HORIZON_DAYS * DAY_MS)) {
    throw new HttpError(400, `Choisissez un jour à venir, de demain à ${PIN_HORIZON_DAYS} jours : les offres du jour ne changent plus.`)
  }
  await auditedWrite(deps.db, c.get('actor'), { action: 'daily.pin', target: `daily:${day}` }, new Date(instant), async (tx) => {
    const pool = await dailyPool(tx)
    if (!pool.some((product) => product.id === productId))
      throw new HttpError(
        400,
        `Le produit ${productId} n’est pas dans la réserve de la boutique journalière (actif, éligible, en Unions, en stock).`
      )
    const before = (await fixedOffers(tx, day)) ?? previewOffers(day, pool, deps.config.dailyShop)
    const after = withPinned(before, productId, discount, deps.config.dailyShop.size)
    await fixOffers(tx, day, after)
    return { before, after, result: after }
  })
  return c.json(await dailyView(deps))
}

async function redraw(c: AdminContext, deps: AppDeps): Promise<Response> {
  const instant = deps.now()
  const day = parisDay(instant + DAY_MS)
  await auditedWrite(deps.db, c.get('actor'), { action: 'daily.redraw', target: `daily:${day}` }, new Date(instant), async (tx) => {
    const pool = await dailyPool(tx)
    const before = (await fixedOffers(tx, day)) ?? previewOffers(day, pool, deps.config.dailyShop)
    const after = redrawnOffers(day, pool, deps.config.dailyShop)
    await fixOffers(tx, day, after)
    return { before, after, result: after }
  })
  return c.json(await dailyView(deps))
}
