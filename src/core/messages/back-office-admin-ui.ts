/** What the back-office's staff, journal and home-page screens say to staff (src/admin/pages/). */
export const staffPageMessages = {
  title: 'Équipe et rôles',
  roles: 'Staff : lit tout et modifie le catalogue. Administrateur : donne aussi les rôles, crédite des Unions, change les réglages.',
  account: 'Nom du compte',
  role: 'Rôle',
  noRole: 'Aucun (retirer l’accès)',
  apply: 'Appliquer',
  member: 'Compte',
  action: 'Action',
  remove: 'Retirer',
  granted: (username: string, role: string) => `${username} : ${role}.`,
  removed: (username: string) => `${username} n’a plus de rôle.`
} as const

export const auditPageMessages = {
  title: 'Journal des actions',
  who: 'Qui',
  action: 'Action',
  anyAction: 'Toutes',
  domain: 'Domaine',
  anyDomain: 'Tout',
  moneyDomain: 'Argent : Unions et paiements',
  target: 'Cible (product:12, account:Nom…)',
  filter: 'Filtrer',
  before: 'Avant',
  after: 'Après',
  pages: 'Pages'
} as const

export const homeListsMessages = {
  title: 'Page d’accueil',
  lists: { bestSeller: 'Meilleures ventes (dans l’ordre)', shouldInterest: 'Produits suggérés' },
  up: (label: string) => `Monter ${label}`,
  down: (label: string) => `Descendre ${label}`,
  remove: (label: string) => `Retirer ${label}`,
  add: 'Ajouter un produit',
  choose: 'Choisir…'
} as const
