/** What the back-office's player pages say to staff (src/admin/pages/players/). */
export const playerPageMessages = {
  search: {
    title: 'Joueurs',
    field: 'Nom du compte, identifiant (fivem:, license:, discord:), Discord ou personnage',
    placeholder: 'Sofia Martin, license:…, 90000…',
    submit: 'Chercher',
    account: 'Compte',
    matchedBy: 'Trouvé par',
    balance: 'Solde'
  },
  header: {
    balance: 'Solde :',
    debt: 'Dette :',
    blocked: 'Achats suspendus :',
    rank: 'Grade',
    joined: (date: string) => `inscrit le ${date}`
  },
  orders: {
    title: 'Commandes en Unions',
    none: 'Aucune commande.',
    number: 'N°',
    fromDailyShop: ' · boutique du jour'
  },
  ledger: {
    title: 'Mouvements d’Unions',
    date: 'Date',
    delta: 'Mouvement',
    balanceAfter: 'Solde après',
    reason: 'Raison',
    reference: 'Référence',
    pages: 'Pages du registre'
  },
  actions: {
    label: 'Actions',
    balanceTitle: 'Créditer ou débiter des Unions',
    balanceSubmit: 'Appliquer au solde',
    amount: 'Montant (négatif pour un débit)',
    restoreTitle: 'Rétablir les achats',
    suspendTitle: 'Suspendre les achats',
    restore: 'Rétablir',
    suspend: 'Suspendre',
    endSessionsTitle: 'Terminer toutes les sessions',
    endSessions: 'Déconnecter partout'
  },
  payments: {
    none: 'Aucun.',
    store: 'Paiements boutique (Tebex)',
    events: 'Évènements reçus du prestataire',
    giftsSent: 'Cadeaux offerts',
    giftsReceived: 'Cadeaux reçus',
    characters: 'Personnages',
    inactive: ' · inactif',
    sessions: 'Sessions ouvertes',
    noSession: 'Aucune.',
    session: (created: string, expires: string) => `Ouverte le ${created}, expire le ${expires}`,
    remember: ' · se souvenir de moi',
    backOffice: ' · back-office'
  },
  deliveries: {
    title: 'Livraisons en jeu',
    server: 'Serveur',
    item: 'Objet',
    character: 'Personnage',
    state: 'État',
    attempts: 'Tentatives',
    created: 'Créée',
    delivered: 'Livrée',
    action: 'Action',
    requeue: 'Remettre en file',
    cancel: 'Annuler',
    none: 'Aucune livraison.',
    requeueTitle: (id: number) => `Remettre en file la livraison n° ${id}`,
    cancelTitle: (id: number) => `Annuler la livraison n° ${id}`,
    cancelSubmit: 'Annuler la livraison'
  }
} as const
