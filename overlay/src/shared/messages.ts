/** French texts shown to players by the resource. */
export const overlayMessages = {
  notConfigured: 'La boutique n’est pas encore configurée sur ce serveur.',
  unreachable: 'La boutique est injoignable pour le moment. Réessayez dans un instant.',
  loading: 'Ouverture de la boutique…',
  close: 'Fermer',
  closeHint: 'Échap ou F2 pour fermer'
} as const
