/** Home, listings and product cards (docs/catalogue.md#categories). */
export const shopMessages = {
  /** How screen readers name the best sellers' section (aria-roledescription). */
  carousel: 'carrousel',
  heroTitle: 'Boutique',
  heroSubtitle: 'Grades, Unions, packs, objets, véhicules et armes pour votre personnage.',
  bestSellers: 'Meilleures ventes',
  categoriesTitle: 'Catégories',
  seeProduct: 'Voir la page du produit',
  unionsSubtitle: 'Achetez des Unions pour profiter de toute la boutique.',
  inStock: (stock: number) => `En stock : ${stock}`,
  gift: 'Offrir',
  addToBasket: 'Ajouter au panier',
  unions: 'Unions',
  approximately: '≈',
  chargedInEuros: (euros: string) => `Débité ${euros}, montant converti indicatif`,
  emptyListing: 'Aucun produit disponible pour le moment.',
  loadingShop: 'Chargement de la boutique...',
  notConnected: "Vous devez être connecté avant d'ajouter des objets à votre panier.",
  carouselDot: (position: number) => `Afficher le produit ${position}`
} as const
