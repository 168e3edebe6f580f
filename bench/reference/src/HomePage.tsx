import { Link } from 'react-router-dom'

import { ProductCard } from './ProductCard.tsx'
import { useShopDataQuery } from './shop-api.ts'

export function HomePage() {
  const { data } = useShopDataQuery()
  const products = data?.shopData?.products ?? []
  const bestSellers = (data?.shopData?.home.bestSeller ?? []).flatMap((id) => products.filter((product) => product.id === id))
  return (
    <section className="home">
      <h1 className="hero__title">Boutique</h1>
      <Link to="/objets" className="button">
        Objets
      </Link>
      <div className="product-grid product-grid--4">
        {bestSellers.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </section>
  )
}
