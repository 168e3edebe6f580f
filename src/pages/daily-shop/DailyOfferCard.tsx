import type { DailyOfferView } from '../../core/domain/daily-shop.ts'
import { discountedPrice, formatUnions } from '../../core/domain/money.ts'
import { dailyShopMessages as messages } from '../../core/messages/daily-shop.ts'
import { shopMessages } from '../../core/messages/shop.ts'
import { openQuickBuy } from '../../flows/quick-buy.ts'
import { ProductImage } from '../../ui/ProductImage.tsx'

interface DailyOfferCardProps {
  view: DailyOfferView
  featured: boolean
  wide: boolean
}

/** One offer of the day: the product, its usual price struck, the day's price, its badge and its stock. */
export function DailyOfferCard({ view: { offer, product }, featured, wide }: DailyOfferCardProps) {
  const discount = offer.dailyShopDiscount
  const classes = ['daily-offer', `theme-${product.theme}`, featured && 'daily-offer--featured', wide && 'daily-offer--wide']
  return (
    <article
      className={classes.filter(Boolean).join(' ')}
      data-testid={featured ? 'daily-offer-featured' : 'daily-offer'}
      data-offer
      data-product-id={product.id}
    >
      <div className="daily-offer__media">
        <ProductImage src={product.image} alt={product.label} className="daily-offer__image" />
        {discount > 0 && (
          <span className="daily-offer__badge" data-testid="daily-offer-discount">
            {messages.discountBadge(discount)}
          </span>
        )}
        {featured && <span className="daily-offer__ribbon">{messages.featured}</span>}
      </div>
      <div className="daily-offer__body">
        <h2 className="daily-offer__title" data-testid="daily-offer-label">
          {product.label}
        </h2>
        <p className="daily-offer__prices">
          {discount > 0 && (
            <>
              <span className="visually-hidden">{messages.oldPrice} </span>
              <s className="daily-offer__old-price" data-testid="daily-offer-old-price">
                {formatUnions(product.price)}
              </s>
              <span className="visually-hidden">{messages.newPrice} </span>
            </>
          )}
          <span className="daily-offer__price" data-testid="daily-offer-price">
            {formatUnions(discountedPrice(product.price, discount))} <span className="daily-offer__unit">{shopMessages.unions}</span>
          </span>
        </p>
        {product.stocks !== null && (
          <p className="daily-offer__stock" data-testid="daily-offer-stock">
            {messages.stock(product.stocks)}
          </p>
        )}
        <button
          type="button"
          className="button daily-offer__buy"
          onClick={() => openQuickBuy(product.id, discount)}
          data-testid="daily-offer-buy"
        >
          {messages.buy}
        </button>
      </div>
    </article>
  )
}
