import { HOME_CATEGORIES, LISTINGS } from '../../core/domain/categories.ts'
import { shopMessages } from '../../core/messages/shop.ts'

/** The six categories; each tile's background picture is set in home.css. */
export function CategoryGrid() {
  return (
    <section className="category-grid-section">
      <h2 className="section-title">{shopMessages.categoriesTitle}</h2>
      <div className="category-grid" data-testid="category-grid">
        {HOME_CATEGORIES.map((slug) => (
          <a key={slug} href={`/${slug}`} className={`category-tile category-tile--${slug}`} data-testid={`category-tile-${slug}`}>
            <span>{LISTINGS[slug].title}</span>
          </a>
        ))}
      </div>
    </section>
  )
}
