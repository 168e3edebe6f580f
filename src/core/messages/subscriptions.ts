/** Subscriptions page (docs/catalogue.md#subscriptions-page); the tiers' values live in src/pages/subscriptions/feature-table.ts. */
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

/** The comparison table's row labels (docs/catalogue.md#subscriptions-page), in the order feature-table.ts lists them. */
export const subscriptionFeatureLabels = {
  monthlyUnions: 'Unions chaque mois',
  discordRole: 'Rôle Discord',
  stateAid: 'Aide de l’État toutes les 30 minutes',
  furnitureLimit: 'Limite de meubles par propriété',
  characterSlots: 'Emplacements de personnage',
  vehicleTrunk: 'Poids max du coffre de véhicule',
  propertyTrunk: 'Poids max du coffre de propriété',
  televisions: 'Télévisions dans les propriétés',
  portableSpeaker: 'Enceinte portable',
  outfitImport: 'Import de tenues',
  fuelLoss: 'Vitesse de perte de carburant',
  impoundDiscount: 'Réduction du prix de fourrière',
  carryBonus: 'Bonus de poids max du personnage',
  vehicleOnMap: 'Position du véhicule sur la carte',
  supportLevel: 'Niveau de support',
  eventHost: 'Accès animateur d’événements',
  queuePoints: 'Points de file d’attente'
} as const
