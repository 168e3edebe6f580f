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
  carouselDot: (position: number) => `Afficher le produit ${position}`,
  suggestionTitle: 'CE PRODUIT POURRAIT VOUS INTÉRESSER',
  paymentTitle: 'Moyens de paiement acceptés',
  paymentMethods: {
    card: 'Carte bancaire',
    paypal: 'PayPal',
    applePay: 'Apple Pay',
    bancontact: 'Bancontact',
    mastercard: 'Mastercard',
    visa: 'Visa'
  },
  intro: [
    {
      title: 'Paiement sécurisé',
      text: 'Les paiements en argent passent par Tebex, partenaire officiel de la plateforme : vos données bancaires ne transitent jamais par nos serveurs.'
    },
    {
      title: 'Livraison en jeu',
      text: 'Vos achats arrivent directement sur le personnage choisi, à votre prochaine connexion ou immédiatement si vous êtes en ville.'
    },
    {
      title: 'Unions',
      text: 'Les Unions sont la monnaie de la boutique : achetez-les une fois, dépensez-les en packs, objets, véhicules et armes.'
    }
  ],
  communityTitle: 'Rejoignez la communauté',
  communityText: 'Annonces, événements et support : tout se passe sur notre serveur Discord.',
  communityLink: 'Rejoindre le Discord'
} as const
