/** French texts shown to players by the resource. */
export const overlayMessages = {
  notConfigured: 'La boutique n’est pas encore configurée sur ce serveur.',
  unreachable: 'La boutique est injoignable pour le moment. Réessayez dans un instant.',
  loading: 'Ouverture de la boutique…',
  close: 'Fermer',
  closeHint: 'Échap ou F2 pour fermer',
  /** A delivery that kept failing for the player (docs/in-game.md#deliveries), told once. */
  deliveryWaiting: (label: string) => `Votre achat « ${label} » attend : libérez de la place dans votre inventaire.`,
  deliveryBlocked: (label: string) => `Votre achat « ${label} » attend : le serveur ne sait pas encore le livrer, l’équipe est prévenue.`
} as const
