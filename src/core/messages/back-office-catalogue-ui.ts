/** What the back-office's catalogue and product screens say to staff (src/admin/pages/, src/admin/product/). */
export const productPageMessages = {
  newProduct: 'Nouveau produit',
  active: 'Actif',
  inactive: 'Désactivé',
  dailyOnly: 'Journalière',
  orders: (count: number) => `${count} commande(s)`,
  duplicate: 'Dupliquer',
  duplicated: 'Copie créée (désactivée).',
  deactivate: 'Désactiver',
  reactivate: 'Réactiver',
  deactivated: 'Produit désactivé.',
  reactivated: 'Produit réactivé.',
  created: 'Produit créé.',
  create: 'Créer le produit',
  stock: {
    current: 'Stock actuel :',
    delta: 'Variation (+5, −2…)',
    reason: 'Raison',
    adjust: 'Ajuster',
    adjusted: (stocks: number) => `Stock ajusté : ${stocks}.`
  },
  description: {
    label: 'Description (HTML : p, strong, em, ul, li, h3, a…)',
    preview: 'Aperçu (comme les joueurs le verront)'
  },
  table: {
    product: 'Produit',
    category: 'Catégorie',
    price: 'Prix',
    stock: 'Stock',
    state: 'État'
  }
} as const
