/** The shop service's texts about cash payments through Tebex: webhook answers and ledger reasons. */
export const tebexMessages = {
  notConfigured: 'Le paiement en argent réel n’est pas configuré sur cette boutique.',
  unknownSource: (address: string) => `Source du webhook refusée : ${address} n’est pas une adresse de Tebex (TEBEX_WEBHOOK_IPS).`,
  badSignature: 'Signature du webhook invalide.',
  tooLarge: 'Corps du webhook trop volumineux.',
  invalidBody: (details: string) => `Webhook illisible : ${details}`,
  unionsPurchase: (label: string, transactionId: string) => `Achat ${label} (Tebex ${transactionId})`,
  unionsReversal: (label: string, transactionId: string) => `Remboursement ${label} (Tebex ${transactionId})`,
  subscriptionUnions: (label: string, reference: string) => `Abonnement ${label} : Unions du mois (Tebex ${reference})`,
  subscriptionUnionsReversal: (transactionId: string) => `Remboursement des Unions du mois d’abonnement (Tebex ${transactionId})`,
  /** The history's name for a subscription's renewal payment. */
  renewalName: (name: string) => `${name} (renouvellement)`
} as const
