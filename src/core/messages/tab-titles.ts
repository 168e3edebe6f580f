import type { ListingSlug } from '../domain/categories.ts'
import type { RouteName } from '../domain/routes.ts'

/** The browser tab's title of each page: '<page> — Boutique'; the home page is the shop itself. */
export const tabTitleMessages = {
  shop: 'Boutique',
  separator: ' — ',
  listings: {
    abonnements: 'Abonnements',
    tokens: 'Unions',
    packs: 'Packs',
    objets: 'Objets',
    // The listing's label as the navigation and the listing's title spell it (docs/spec-decisions.md).
    vehicules: 'Vehicules',
    armes: 'Armes'
  } satisfies Record<ListingSlug, string>,
  routes: {
    dailyShop: 'Boutique journalière',
    legalNotice: 'Mentions légales',
    privacy: 'Confidentialité',
    contact: 'Contact',
    cfxLogin: 'Connexion',
    loginGame: 'Connexion',
    discordAuth: 'Liaison Discord',
    redirecting: 'Redirection en cours'
  } satisfies Partial<Record<RouteName, string>>,
  notFound: 'Page introuvable',
  error: 'Erreur'
} as const
