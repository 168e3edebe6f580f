/** The cash checkout through the store provider (docs/cash-checkout.md). */
export const checkoutMessages = {
  // The loader labels (docs/cash-checkout.md#steps), exactly.
  adding: 'Ajout en cours',
  authenticating: 'Authentification du panier',
  creating: 'Creation du panier',
  updating: 'Mise à jour...',
  removing: 'Suppression...',

  subscribe: 'Souscrire',
  gift: 'Offrir',
  unavailable: 'Paiement indisponible',
  unionsName: (amount: string) => `${amount} Unions`,

  popupTitle: 'Confirmer votre commande',
  giftTo: (nickname: string) => `Offert à ${nickname}`,
  subtotal: 'Sous-total',
  total: 'Total',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  close: 'Fermer',
  no: 'Non',
  yes: 'Oui',
  cancelQuestion: 'Voulez-vous vraiment annuler cette commande ?',
  confirmQuestion: 'Confirmer la commande et passer au paiement ?',
  codesPending: 'Appliquez ou videz les codes saisis avant de confirmer.',
  packageGone: "Ce produit n'est plus disponible.",
  pendingOrder: (next: string) =>
    `Cette commande est toujours en attente de paiement. Annulez-la pour commander « ${next} », ou confirmez-la pour la payer.`,
  providerNotice: 'Le paiement est opéré par Tebex, qui gère la livraison, la facturation et les remboursements.',

  creatorCodeLabel: 'Code créateur',
  creatorCodePlaceholder: 'Code créateur (facultatif)',
  creatorCodeValid: 'Code créateur valide',
  creatorCodeInvalid: 'Code créateur invalide',
  clearCreatorCode: 'Retirer le code créateur',

  discountCodeLabel: 'Code de réduction',
  // The label above names the field: the placeholder stays short enough for a phone's width (390 px).
  discountCodePlaceholder: 'Facultatif',
  apply: 'Appliquer',
  discountConfirmed: 'Confirmé',
  discountIncorrect: 'Code incorrect',
  discountRefused: 'Ce code ne peut pas s’appliquer à ce panier.',
  discountValid: 'Code validé',
  discountInvalid: 'Code de réduction invalide',
  removeDiscountCode: 'Retirer le code de réduction',
  clearDiscountCode: 'Effacer le code de réduction',
  clear: 'Effacer',
  remove: 'Retirer',

  limitReached: (remaining: string) => `Limite atteinte (${remaining})`,

  giftTitle: 'Offrir à un joueur',
  giftExplain: 'Saisissez le pseudo du joueur qui recevra ce cadeau.',
  giftUsernameLabel: 'Pseudo du joueur',
  find: 'Trouver',
  usernameTooShort: 'Le pseudo est trop court',
  clearGiftTarget: 'Effacer le joueur choisi',
  giftFound: (nickname: string) => `Joueur trouvé : ${nickname}`,
  giftContinue: (nickname: string) => `Offrir à ${nickname}`,
  lookupFailed: 'La recherche du joueur a échoué. Réessayez.',

  checkoutLoading: 'Ouverture du paiement sécurisé...',
  checkoutFailed: 'Le paiement n’a pas pu s’ouvrir. Réessayez dans quelques instants.',
  checkoutInNewWindow: 'Le paiement sécurisé s’est ouvert dans une nouvelle fenêtre. Terminez-le là-bas, puis revenez sur cette page.',
  paymentDeclined: 'Votre paiement a été refusé. Vous pouvez réessayer, avec un autre moyen de paiement si besoin.',

  transactionTitle: 'Paiement réussi !',
  transactionGift: (nickname: string) => `Cadeau pour ${nickname}`,
  transactionPending: 'Votre achat est en cours de validation : il sera crédité dans quelques instants.',
  recapTitle: 'Récapitulatif du paiement',
  recapPending: 'Validation du paiement en cours...',
  recapDone: 'Achat crédité sur le compte.',
  closeRecap: 'Fermer le récapitulatif',

  providerUnreachable: 'Le service de paiement est injoignable. Réessayez dans quelques instants.',
  providerRefused: 'Le service de paiement a refusé la commande. Votre panier a été vidé : recommencez votre achat.'
} as const

/** What the store provider answers, in its words (research/tebex.md §1.3); compared, never shown as such. */
export const storeProviderAnswers = {
  couponApplied: 'Coupon applied successfully',
  invalidCoupon: 'Invalid coupon code provided',
  creatorCodeApplied: 'Creator code applied successfully',
  basketNotFound: 'Basket not found',
  basketComplete: 'This basket has already been completed',
  packageNotFound: 'Package not found'
} as const
