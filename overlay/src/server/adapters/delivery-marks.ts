import type { DeliveryContext } from '../delivery-handlers.ts'
import { refuse } from './framework-calls.ts'

/**
 * What marks the exact thing a delivery gave, so its revocation takes back that and nothing else: a vehicle's
 * plate and an item's metadata are derived from the granting delivery's id, the unit and the grant's place in the
 * delivery. Derived, not random: a grant tried again after a restart finds its own vehicle instead of a second one.
 */
export interface DeliveryMark {
  /** The delivery that gave it (for a revocation, the delivery being taken back). */
  deliveryId: number
  unit: number
  grantIndex: number
}

const UNITS = 64
const GRANTS = 8
const PLATE_DIGITS = 7
const PLATE_LIMIT = 36 ** PLATE_DIGITS

/** A revocation that does not say which delivery it takes back is refused: taking back nothing would be acknowledged. */
export function markOf(delivery: DeliveryContext): DeliveryMark {
  if (delivery.kind === 'revoke' && delivery.revokesDeliveryId === null)
    refuse('la reprise ne dit pas quelle livraison elle annule (revokesDeliveryId manquant) : rien de repris')
  const deliveryId = delivery.kind === 'revoke' ? (delivery.revokesDeliveryId ?? delivery.id) : delivery.id
  return { deliveryId, unit: delivery.unit, grantIndex: delivery.grantIndex ?? 0 }
}

/**
 * 8 characters, GTA's plate length: `B` then base 36 of (delivery id, grant, unit), upper case. Unique per
 * delivery, grant (up to 8) and unit (up to 64); the shop's ids run far below the 153 million it allows.
 */
export function plateOf(mark: DeliveryMark): string {
  if (mark.unit < 1 || mark.unit > UNITS || mark.grantIndex < 0 || mark.grantIndex >= GRANTS)
    refuse(`plaque impossible : au plus ${UNITS} véhicules et ${GRANTS} lots par livraison`)
  const value = (mark.deliveryId * GRANTS + mark.grantIndex) * UNITS + (mark.unit - 1)
  if (!Number.isSafeInteger(value) || value < 0 || value >= PLATE_LIMIT) refuse(`plaque impossible pour la livraison ${mark.deliveryId}`)
  return `B${value.toString(36).toUpperCase().padStart(PLATE_DIGITS, '0')}`
}

/** The metadata value an inventory keeps on the item (ox_inventory metadata, qb-inventory info). */
export function tagOf(mark: DeliveryMark): string {
  return `boutique-${mark.deliveryId}-${mark.unit}-${mark.grantIndex}`
}

/** The metadata key holding the tag. */
export const TAG_KEY = 'boutique'
