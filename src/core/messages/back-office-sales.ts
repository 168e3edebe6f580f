/** What the back-office's sales page says to staff, and its CSV files' headings (src/admin/pages/sales/). */
export const salesPageMessages = {
  title: 'Ventes',
  from: 'Du',
  to: 'Au',
  show: 'Afficher',
  noSale: 'Aucune vente sur la période.',
  product: 'Produit',
  revenueByDay: 'Recettes par jour (remboursements déduits)',
  revenueByMonth: 'Recettes par mois',
  unionsByDay: 'Unions dépensées par jour',
  newBuyersByDay: 'Nouveaux acheteurs par jour',
  topUnions: 'Produits les plus vendus en Unions',
  topEuros: 'Produits les plus vendus en euros',
  euros: 'Euros',
  unions: 'Unions',
  buyers: 'Acheteurs',
  dailyShare: 'Part de la boutique du jour',
  sales: 'Ventes',
  dailyShop: 'Boutique du jour',
  total: 'Total',
  shareOfUnions: 'des Unions dépensées (',
  outOf: 'sur'
} as const
