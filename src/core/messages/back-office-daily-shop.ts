/** What the back-office's daily shop page says to staff (src/admin/pages/DailyShopAdminPage.tsx). */
export const dailyShopAdminMessages = {
  title: 'Boutique journalière',
  today: 'Aujourd’hui',
  tomorrow: 'Demain',
  product: (id: number) => `Produit ${id}`,
  fixed: 'Offres fixées : ce sont celles des joueurs.',
  preview: 'Aperçu du tirage : il sera fixé à la première visite du jour.',
  pinned: 'Offre épinglée.',
  redrawNotice: 'Un nouveau tirage remplace toutes les offres de demain, épinglées comprises.',
  redrawn: 'Nouvelles offres pour demain.',
  redraw: 'Nouveau tirage pour demain',
  day: 'Jour (à venir)',
  productField: 'Produit',
  discountField: 'Remise (%)',
  pin: 'Épingler',
  pool: 'Réserve de la boutique journalière',
  poolHeading: (products: number, offers: number) => `Réserve (${products} produits, ${offers} offres par jour)`,
  discount: 'Remise',
  sale: 'Vente',
  drawnAmong: (discounts: readonly number[]) => `tirée parmi ${discounts.join(', ')} %`,
  exclusive: 'Exclusif',
  alsoInShop: 'Aussi en boutique'
} as const
