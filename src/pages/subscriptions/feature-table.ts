import type { ProductTheme } from '../../core/contract/catalog.ts'

/** A stage value: text, or a yes/no advantage (docs/catalogue.md#subscriptions-page). */
export type FeatureValue = string | boolean

/** docs/catalogue.md#subscriptions-page: a label and the values of the five tiers, in tier order. */
export interface FeatureTableRow {
  label: string
  values: readonly [FeatureValue, FeatureValue, FeatureValue, FeatureValue, FeatureValue]
}

export interface Tier {
  name: string
  theme: ProductTheme
  bestSeller: boolean
}

/** An advantage the tier does not have (docs/catalogue.md#subscriptions-page). */
export const NONE = '—'

/** docs/catalogue.md#subscriptions-page names four badge colours for five tiers: the last two tiers both wear diamond. */
export const TIERS: readonly [Tier, Tier, Tier, Tier, Tier] = [
  { name: 'VIP', theme: 'bronze', bestSeller: false },
  { name: 'VIP+', theme: 'silver', bestSeller: false },
  { name: 'MVP', theme: 'gold', bestSeller: true },
  { name: 'ELITE', theme: 'diamond', bestSeller: false },
  { name: 'PRESTIGE', theme: 'diamond', bestSeller: false }
]

const TRUNK_WEIGHT = ['x1,5', 'x2', 'x2', 'x2', 'x2'] as const
const DISCOUNTS = [NONE, '-10%', '-30%', '-50%', '-50%'] as const

/** docs/catalogue.md#subscriptions-page: every row, values for tiers 1 to 5. */
export const FEATURE_TABLE: readonly FeatureTableRow[] = [
  { label: 'Unions chaque mois', values: ['800', '1200', '1600', '2400', '3500'] },
  { label: 'Rôle Discord', values: ['VIP', 'VIP+', 'MVP', 'ELITE', 'PRESTIGE'] },
  { label: 'Aide de l’État toutes les 30 minutes', values: ['3000$', '3500$', '5000$', '6000$', '7500$'] },
  { label: 'Limite de meubles par propriété', values: ['40', '100', '140', '200', '280'] },
  { label: 'Emplacements de personnage', values: ['2', '2', '2', '2', '2'] },
  { label: 'Poids max du coffre de véhicule', values: TRUNK_WEIGHT },
  { label: 'Poids max du coffre de propriété', values: TRUNK_WEIGHT },
  { label: 'Télévisions dans les propriétés', values: [true, true, true, true, true] },
  { label: 'Enceinte portable', values: [false, true, true, true, true] },
  { label: 'Import de tenues', values: [false, true, true, true, true] },
  { label: 'Vitesse de perte de carburant', values: DISCOUNTS },
  { label: 'Réduction du prix de fourrière', values: DISCOUNTS },
  { label: 'Bonus de poids max du personnage', values: [NONE, NONE, '+6kg', '+6kg', '+6kg'] },
  { label: 'Position du véhicule sur la carte', values: [false, false, true, true, true] },
  { label: 'Niveau de support', values: [NONE, NONE, NONE, 'Premium', 'Premium+'] },
  { label: 'Accès animateur d’événements', values: [false, false, false, true, true] },
  { label: 'Points de file d’attente', values: ['400', '750', '1000', '1800', '3400'] }
]
