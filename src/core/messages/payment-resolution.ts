/** What staff read when they settle by hand a webhook line whose package the catalogue did not know. */
export const paymentResolutionTexts = {
  unknownEvent: 'Cet évènement du prestataire de paiement n’existe pas.',
  notAPayment: 'Cet évènement n’est pas un paiement reçu : rien à attribuer.',
  unknownLine: 'Cette ligne n’existe pas dans le paiement.',
  notUnknownPackage: 'Cette ligne n’est pas un paquet inconnu, ou elle est déjà réglée.',
  takenBack: 'Ce paiement a été remboursé ou perdu en litige chez le prestataire : il ne s’attribue plus.',
  notCashProduct: 'Choisissez un produit du catalogue vendu en euros (un paquet du prestataire).',
  done: (product: string, username: string) => `« ${product} » attribué à ${username}.`,
  assigned: (username: string) => `Paiement attribué à ${username}.`
} as const

/** The back-office form that settles such a line. */
export const paymentResolutionForm = {
  title: (packageId: number, name: string, quantity: number) => `Paquet inconnu n° ${packageId} « ${name || 'sans nom'} » ×${quantity}`,
  product: 'Produit du catalogue qu’il représente',
  chooseProduct: 'Choisir un produit…',
  username: 'Compte du joueur qui le reçoit',
  submit: 'Attribuer ce paquet',
  resolved: (by: string, at: string, reason: string) => `Résolu par ${by} le ${at} : ${reason}`,
  recipientLine: 'Ligne à attribuer (destinataire inconnu) :',
  recipientAssigned: (by: string) => `Ligne attribuée à la main par ${by} :`,
  lineResolved: (packageId: number, by: string) => `Paquet n° ${packageId} attribué à la main par ${by}.`,
  applied: (at: string) => `Arrivé avant son paiement ou son abonnement, appliqué le ${at} à leur arrivée.`,
  mapping:
    'Pour que les prochains paiements de ce paquet soient reconnus, indiquez son n° de paquet Tebex dans la fiche du produit ' +
    '(un produit a un seul paquet : si le prestataire a remplacé l’ancien, c’est le nouveau qui compte).'
} as const
