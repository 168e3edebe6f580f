/**
 * The home page's lower parts (docs/catalogue.md#categories): apart from shop.ts, they load with those parts once
 * the page is idle (docs/constants.md#bundle-budget).
 */
export const homeBelowMessages = {
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
