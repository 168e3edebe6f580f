/** Header, navigation and footer (docs/layout.md#header). */
export const layoutMessages = {
  brand: 'Boutique',
  login: 'Connexion',
  demoBadge: 'Mode démo',
  currencyLabel: 'Devise',
  backToTop: 'Retour en haut',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  menuTitle: 'Menu',
  home: 'Accueil',
  characterSelection: 'Sélection de personnage',
  history: 'Historique',
  logout: 'Déconnexion',
  /** The header's basket button (docs/layout.md#header): here, so the basket's other texts load with the basket. */
  basketButton: (count: number) => `Panier : ${count} ${count > 1 ? 'articles' : 'article'}`,
  nav: {
    label: 'Catégories',
    dailyShop: 'Boutique journalière',
    subscriptions: 'Abonnements',
    items: 'Objets',
    packs: 'Packs',
    vehicles: 'Vehicules',
    weapons: 'Armes'
  }
} as const
