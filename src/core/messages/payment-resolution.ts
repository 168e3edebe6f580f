/** What staff read when they settle by hand a webhook line whose package the catalogue did not know. */
export const paymentResolutionTexts = {
  unknownEvent: 'Cet évènement du prestataire de paiement n’existe pas.',
  notAPayment: 'Cet évènement n’est pas un paiement reçu : rien à attribuer.',
  unknownLine: 'Cette ligne n’existe pas dans le paiement.',
  notUnknownPackage: 'Cette ligne n’est pas un paquet inconnu, ou elle est déjà réglée.',
  notCashProduct: 'Choisissez un produit du catalogue vendu en euros (un paquet du prestataire).',
  done: (product: string, username: string) => `« ${product} » attribué à ${username}.`,
  assigned: (username: string) => `Paiement attribué à ${username}.`
} as const
