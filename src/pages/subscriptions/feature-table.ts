import type { ProductTheme } from '../../core/contract/catalog.ts'
import { subscriptionFeatureLabels as featureLabels } from '../../core/messages/subscriptions.ts'

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
  { label: featureLabels.monthlyUnions, values: ['800', '1200', '1600', '2400', '3500'] },
  { label: featureLabels.discordRole, values: ['VIP', 'VIP+', 'MVP', 'ELITE', 'PRESTIGE'] },
  { label: featureLabels.stateAid, values: ['3000$', '3500$', '5000$', '6000$', '7500$'] },
  { label: featureLabels.furnitureLimit, values: ['40', '100', '140', '200', '280'] },
  { label: featureLabels.characterSlots, values: ['2', '2', '2', '2', '2'] },
  { label: featureLabels.vehicleTrunk, values: TRUNK_WEIGHT },
  { label: featureLabels.propertyTrunk, values: TRUNK_WEIGHT },
  { label: featureLabels.televisions, values: [true, true, true, true, true] },
  { label: featureLabels.portableSpeaker, values: [false, true, true, true, true] },
  { label: featureLabels.outfitImport, values: [false, true, true, true, true] },
  { label: featureLabels.fuelLoss, values: DISCOUNTS },
  { label: featureLabels.impoundDiscount, values: DISCOUNTS },
  { label: featureLabels.carryBonus, values: [NONE, NONE, '+6kg', '+6kg', '+6kg'] },
  { label: featureLabels.vehicleOnMap, values: [false, false, true, true, true] },
  { label: featureLabels.supportLevel, values: [NONE, NONE, NONE, 'Premium', 'Premium+'] },
  { label: featureLabels.eventHost, values: [false, false, false, true, true] },
  { label: featureLabels.queuePoints, values: ['400', '750', '1000', '1800', '3400'] }
]
