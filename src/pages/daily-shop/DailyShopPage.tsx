import type { CSSProperties } from 'react'
import { useStore } from '@nanostores/react'

import { dailyShopNotice, offersWithProducts, type DailyOfferView } from '../../core/domain/daily-shop.ts'
import { dailyShopMessages as messages } from '../../core/messages/daily-shop.ts'
import { $dailyShop } from '../../stores/daily-shop.ts'
import { $loggedIn } from '../../stores/session.ts'
import { $productsById, $shopData } from '../../stores/shop.ts'
import { DailyCountdown } from './DailyCountdown.tsx'
import { DailyOfferCard } from './DailyOfferCard.tsx'

/** /daily-shop (docs/daily-shop.md#screen): the countdown to midnight Paris and today's offers. */
export function DailyShopPage() {
  const loggedIn = useStore($loggedIn)
  const shopData = useStore($shopData)
  const productsById = useStore($productsById)
  const dailyShop = useStore($dailyShop)

  // Reading $dailyShop mounts it: its onMount loads the offers once the player and the shop data are there.
  const views = offersWithProducts(dailyShop.offers, productsById)
  const notice = dailyShopNotice({
    loggedIn,
    hasShopData: shopData !== undefined,
    status: dailyShop.status,
    fetched: dailyShop.lastFetchedAt !== undefined,
    offerCount: views.length
  })
  const message = notice && messages[notice]
  return (
    <section className="daily-shop" data-testid="daily-shop-page">
      <header className="daily-shop__header">
        <div>
          <h1 className="page-title" data-testid="page-title">
            {messages.title}
          </h1>
          <p className="page-subtitle">{messages.subtitle}</p>
        </div>
        <DailyCountdown />
      </header>
      {message ? (
        <p className="daily-shop__message" role="status" data-testid="daily-message">
          {message}
        </p>
      ) : (
        <OffersGrid views={views} />
      )}
    </section>
  )
}

/**
 * The first offer takes the wide column and as many rows as the others fill two
 * by two; a last offer left alone takes both narrow columns, so no hole remains.
 */
function OffersGrid({ views }: { views: DailyOfferView[] }) {
  const [first, ...others] = views
  if (!first) return null
  const rows = Math.max(1, Math.ceil(others.length / 2))
  return (
    <div className="daily-grid" data-testid="daily-grid" style={{ '--daily-rows': String(rows) } as CSSProperties}>
      <DailyOfferCard view={first} featured wide={false} />
      {others.map((view, index) => (
        <DailyOfferCard
          key={view.offer.itemId}
          view={view}
          featured={false}
          wide={index === others.length - 1 && others.length % 2 === 1}
        />
      ))}
    </div>
  )
}
