/** Subscriptions page (docs/catalogue.md#subscriptions-page); the row labels live with their values in feature-table.ts. */
export const subscriptionMessages = {
  /** How screen readers name a card of the carousel (aria-roledescription), as shipped. */
  slideRole: 'slide',
  compareTitle: 'Comparer les grades',
  tableCaption: 'Avantages de chaque grade, du VIP au PRESTIGE',
  featureColumn: 'Avantages',
  bestSeller: 'Best seller!',
  yes: 'Oui',
  no: 'Non',
  carouselLabel: 'Grades, un par carte',
  previousTier: 'Grade précédent',
  nextTier: 'Grade suivant',
  slidePosition: (position: number, total: number) => `${position} / ${total}`,
  slideLabel: (name: string, position: number, total: number) => `${name}, ${position} sur ${total}`
} as const
