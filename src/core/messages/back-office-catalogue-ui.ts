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
  },
  images: {
    legend: 'Images (la première est la vignette)',
    uploaded: (name: string, width: number, height: number) => `${name} envoyée (${width}×${height}).`,
    refused: (name: string, reason: string) => `${name} : ${reason}`,
    movedTo: (position: number) => `Image déplacée en position ${position}.`,
    item: (position: number, count: number) => `Image ${position} sur ${count} : Alt+flèches pour déplacer`,
    up: (position: number) => `Monter l’image ${position}`,
    down: (position: number) => `Descendre l’image ${position}`,
    remove: (position: number) => `Retirer l’image ${position}`,
    formats: 'PNG, JPEG, WebP ou SVG ; 2 Mio et 4096 px au plus',
    upload: 'Envoyer des images…',
    address: '…ou une adresse https://',
    addressPlaceholder: 'https://',
    add: 'Ajouter'
  },
  grants: {
    legend: 'Ce que le jeu livre (par unité)',
    type: 'Type',
    remove: (position: number) => `Retirer la livraison ${position}`,
    add: 'Ajouter une livraison',
    kinds: { item: 'Objet', weapon: 'Arme', vehicle: 'Véhicule', money: 'Argent en jeu', unions: 'Unions', grade: 'Grade' },
    fields: {
      item: 'Code de l’objet',
      count: 'Quantité',
      weapon: 'Code de l’arme (WEAPON_…)',
      ammo: 'Munitions',
      model: 'Modèle',
      money: 'Montant ($)',
      unions: 'Unions',
      tier: 'Niveau (1 à 5)'
    }
  },
  fields: {
    label: 'Nom affiché',
    name: 'Code (minuscules, chiffres, _)',
    nameHint: 'Identifie le produit côté jeu et dans l’historique.',
    category: 'Catégorie',
    moneyType: 'Monnaie',
    cashPrice: 'Prix (centimes d’euro)',
    unionsPrice: 'Prix (Unions)',
    storePackage: 'Package de la boutique en ligne',
    subscription: 'Abonnement : Unions par mois',
    subscriptionHint: 'Vide : achat unique.',
    theme: 'Thème',
    index: 'Ordre dans la catégorie',
    characterLimit: 'Limite par personnage',
    characterLimitHint: '0 : sans limite.',
    stocks: 'Stock',
    stocksHint: 'Vide : illimité. Ensuite, il ne change que par ajustements.',
    unlimited: 'Rendre le stock illimité',
    dailyShopEligible: 'Peut apparaître dans la boutique journalière',
    isDailyShopOnly: 'Vendu uniquement dans la boutique journalière',
    dailyShopDiscount: 'Remise en boutique journalière (%)',
    dailyShopDiscountHint: 'Vide : tirée parmi les remises configurées.',
    active: 'Actif (en vente)'
  }
} as const
