import type { StoreTransactionStatus } from '../contract/transactions.ts'
import { formatDiscount } from '../domain/money.ts'

/** The transaction history popup (docs/history.md). */
export const historyMessages = {
  title: 'Historique des transactions',
  close: 'Fermer',
  searchLabel: 'Rechercher une transaction',
  searchPlaceholder: 'Nom ou identifiant du produit',
  sortLabel: 'Trier',
  newest: 'Plus récent',
  oldest: 'Plus ancien',
  previous: 'Précédent',
  next: 'Suivant',
  pageIndicator: (page: number, pages: number) => `Page ${page} / ${pages}`,
  loading: "Chargement de l'historique...",
  fetchFailed: "Echec de la récupération de l'historique",
  notFound: 'Aucune transaction',
  noMatch: 'Aucune transaction ne correspond à la recherche',
  columns: { date: 'Date', package: 'Produit', quantity: 'Quantité', source: 'Source' },
  sources: { shop: 'Boutique', tebex: 'Tebex' },
  back: 'Retour',
  detailTitle: 'Détail de la transaction',
  detail: {
    date: 'Date',
    package: 'Produit',
    packageId: 'Identifiant du produit',
    transactionId: 'Identifiant de la transaction',
    quantity: 'Quantité',
    price: 'Prix payé',
    discount: 'Réduction',
    amount: 'Montant',
    status: 'Statut',
    character: 'Personnage',
    source: 'Source',
    gift: 'Cadeau',
    giftTo: 'Offert à',
    giftFrom: 'Offert par'
  },
  noCharacter: '—',
  notGift: 'Non',
  /** Every store payment status of the contract (web/tebex), as a player reads it. */
  statuses: {
    complete: 'Payé',
    unknown_recipient: 'Payé, destinataire introuvable : contactez le support',
    dispute_opened: 'Litige en cours',
    dispute_lost: 'Litige perdu : paiement annulé',
    refunded: 'Remboursé',
    subscription_ended: 'Abonnement terminé'
  } satisfies Record<StoreTransactionStatus, string>,
  /** docs/history.md#delivery: where what a line gives in game is. */
  deliveryLabel: 'Livraison en jeu',
  /** `server` is given when the line goes to more than one game server: each part then says which (docs/history.md#delivery). */
  delivery: {
    delivered: (date: string, character: string | null, server?: string) =>
      `Livré le ${date}${server ? ` sur ${server}` : ''}${character ? ` à ${character}` : ''}`,
    waiting: (server: string, character: string | null) =>
      character ? `En attente : connectez-vous sur ${server} avec ${character}` : `En attente : connectez-vous sur ${server}`,
    inProgress: (server: string) => `En cours de livraison sur ${server}`,
    takenBack: (server?: string) => (server ? `Repris sur ${server} (remboursement)` : 'Repris (remboursement)'),
    cancelled: (server?: string) => (server ? `Annulé sur ${server}` : 'Annulé')
  },
  quantityValue: (quantity: number) => `x${quantity}`,
  discountValue: (discount: number) => (discount > 0 ? formatDiscount(discount) : 'Aucune'),
  unions: (amount: string) => `${amount} Unions`
} as const
