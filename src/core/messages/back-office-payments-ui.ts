/** What the back-office's payments page says to staff (src/admin/pages/payments/). */
export const paymentPageMessages = {
  title: 'Paiements',
  debts: 'Dettes (remboursements, litiges, abonnements)',
  noDebt: 'Aucune dette.',
  owes: 'doit',
  reversed: '· repris par le prestataire :',
  lastOn: '· dernier le',
  unresolved: 'À résoudre à la main',
  all: 'Tous les paiements',
  state: 'État',
  anyState: 'Tous',
  table: {
    date: 'Date',
    payment: 'Paiement',
    buyer: 'Acheteur',
    recipient: 'Destinataire',
    product: 'Produit',
    amount: 'Montant',
    state: 'État',
    alreadyDelivered: 'À vérifier : déjà livré en jeu'
  },
  assign: {
    title: 'Attribuer un paiement au destinataire inconnu',
    submit: 'Attribuer',
    line: 'Ligne de paiement (transaction:paquet)',
    linePlaceholder: 'tbx-…:6000101',
    account: 'Compte du joueur'
  },
  events: {
    none: 'Aucun.',
    details: 'Ce qu’il a fait, et l’évènement reçu',
    effect: 'Effet',
    event: 'Évènement'
  },
  /** A store payment's state (web/admin: the payment's status). */
  paymentStates: {
    complete: 'Créditée',
    refunded: 'Remboursée',
    dispute_opened: 'Litige ouvert',
    dispute_lost: 'Litige perdu',
    unknown_recipient: 'Destinataire inconnu',
    subscription_ended: 'Abonnement terminé',
    reversal_pending: 'En attente'
  } as Record<string, string>,
  /** What each webhook event did (web/tebex: the outcome stored with it). */
  outcomes: {
    processed: 'Traité',
    validation: 'Validation',
    ignored: 'Ignoré',
    unknown_package: 'Paquet inconnu',
    unknown_recipient: 'Destinataire inconnu',
    unknown_payment: 'En attente de son paiement',
    unknown_subscription: 'En attente de son abonnement'
  } as Record<string, string>
} as const
