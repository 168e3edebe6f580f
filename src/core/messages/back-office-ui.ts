/** The back-office's own words (the server's refusals come in its answers, back-office.ts). */
export const adminMessages = {
  title: 'Back-office',
  /** The menu's entries (src/admin/admin-nav.ts). */
  nav: {
    catalogue: 'Catalogue',
    importExport: 'Import / export',
    home: 'Page d’accueil',
    dailyShop: 'Boutique journalière',
    staff: 'Équipe et rôles',
    audit: 'Journal des actions',
    players: 'Joueurs',
    payments: 'Paiements',
    messages: 'Messages',
    sales: 'Ventes'
  },
  csv: 'CSV',
  noData: 'Aucune donnée sur la période.',
  reasonLabel: 'Raison (obligatoire, gardée au journal)',
  network: 'Le serveur ne répond pas : vérifiez la connexion puis réessayez.',
  unexpected: (status: number) => `Réponse inattendue du serveur (${status}).`,
  unreadable: 'Réponse illisible du serveur.',
  loading: 'Chargement…',
  login: {
    title: 'Connexion au back-office',
    intro: 'Utilisez votre compte de la boutique. Seuls les comptes du staff y ont accès.',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    submit: 'Se connecter',
    notStaff: 'Ce compte n’a pas accès au back-office.'
  },
  reauth: {
    title: 'Confirmez votre mot de passe',
    intro: 'Par sécurité, le back-office vous redemande votre mot de passe.',
    submit: 'Confirmer',
    cancel: 'Annuler',
    cancelled: 'Action annulée : mot de passe non confirmé.'
  },
  logout: 'Se déconnecter',
  openShop: 'Voir la boutique',
  menu: 'Menu',
  save: 'Enregistrer',
  saved: 'Enregistré.',
  previous: 'Précédent',
  next: 'Suivant',
  pageOf: (page: number, pages: number) => `Page ${page} sur ${Math.max(1, pages)}`,
  empty: 'Aucun résultat.'
} as const
