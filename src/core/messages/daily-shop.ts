import { formatDiscount } from '../domain/money.ts'

/** The daily shop page (docs/daily-shop.md#screen). */
export const dailyShopMessages = {
  title: 'Boutique journalière',
  subtitle: 'Des offres à prix réduit, renouvelées chaque jour à minuit.',
  countdown: 'Actualisation dans',
  hours: 'h',
  minutes: 'min',
  seconds: 's',
  notConnected: 'Connectez-vous pour voir les offres du jour',
  loadingProducts: 'Chargement des produits...',
  loadingOffers: 'Chargement des offres du jour...',
  loadError: 'Erreur lors du chargement des offres du jour',
  noOffers: 'Aucune offre disponible pour le moment',
  featured: 'Offre du jour',
  buy: 'Acheter',
  discountBadge: formatDiscount,
  stock: (stock: number) => `En stock : ${stock}`,
  soldOut: 'Épuisé',
  oldPrice: 'Prix normal',
  newPrice: 'Prix du jour'
} as const
