/** What the back-office's player, payment and message calls answer staff: French, never a code. */
export const backOfficePlayerErrors = {
  unknownPlayer: 'Ce joueur n’existe pas.',
  unknownDelivery: 'Cette livraison n’existe pas.',
  unknownPayment: 'Ce paiement n’existe pas.',
  unknownMessage: 'Ce message n’existe pas.',
  keyReused: 'Ce formulaire a déjà servi à une autre action : rechargez la page.',
  belowZero: (balance: number) => `Débit refusé : le solde (${balance} Unions) passerait sous zéro.`,
  notRequeueable: 'Seule une livraison qui a échoué (à revoir, ou non confirmée par le serveur de jeu) ou annulée se remet en file.',
  notCancellable: 'Seule une livraison en attente ou échouée s’annule ; une livraison en cours ou livrée ne s’annule pas.',
  notUnknownRecipient: 'Seul un paiement au destinataire inconnu s’attribue à la main.',
  badPeriod: 'Période invalide : une date n’existe pas ou la fin précède le début.',
  periodTooLong: (days: number) => `Période trop longue : ${days} jours au plus.`,
  purchasesBlocked: 'Vos achats sont suspendus par l’équipe. Contactez-nous pour en savoir plus.'
} as const

/** The ledger's reason for a staff change of a balance (shown to the player in their history). */
export const staffLedgerReason = (delta: number, reason: string) => `${delta > 0 ? 'Crédit' : 'Débit'} par l’équipe : ${reason}`
