import type { DeliveryStateName } from '../contract/back-office-deliveries.ts'

/** docs/in-game.md#delivery-states, as staff read them in the back-office. */
export const staffDeliveryStates = {
  labels: {
    waiting_player: 'En attente du joueur',
    in_progress: 'En cours',
    delivered: 'Livré',
    review: 'À revoir',
    cancelled: 'Annulé'
  } satisfies Record<DeliveryStateName, string>,
  since: (date: string) => `depuis le ${date}`,
  on: (date: string) => `le ${date}`,
  progress: (granted: number, total: number) => `${granted} don${granted > 1 ? 's' : ''} sur ${total}`,
  failures: (count: number) => `${count} échec${count > 1 ? 's' : ''}`,
  lastError: (error: string) => `dernière erreur : ${error}`,
  retry: (date: string) => `nouvel essai ${date}`,
  revoke: 'Retrait : ',
  account: 'Compte'
} as const
