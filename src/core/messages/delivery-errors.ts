/** The game-server API's answers about deliveries (README "Game-server API"), read by server admins in the resource's log. */
export const deliveryErrors = {
  badDeliveryId: 'Identifiant de livraison invalide.',
  unknownGrant: 'Livraison inconnue, ou ce don n’en fait pas partie.',
  notOpen: 'Cette livraison n’est ni en attente ni en cours.',
  otherServer: 'Cette livraison est celle d’un autre serveur de jeu (en-tête gameServer) : elle reste à son serveur.'
} as const
