import { refuse } from './framework-calls.ts'

/** The fields of each grant kind (web/catalog/catalogue-file.ts, overlay/README.md "Grants"), checked at use. */
export interface ItemGrant {
  item: string
  count: number
}
export interface WeaponGrant {
  weapon: string
  ammo: number
}
export interface MoneyGrant {
  amount: number
}
export interface VehicleGrant {
  model: string
}

const NAME = /^[\w-]{1,64}$/

function name(grant: Record<string, unknown>, field: string): string {
  const value = grant[field]
  if (typeof value !== 'string' || !NAME.test(value)) refuse(`livraison illisible : « ${field} » manquant ou invalide`)
  return value
}

function whole(grant: Record<string, unknown>, field: string, min: number): number {
  const value = grant[field] ?? (min === 0 ? 0 : undefined)
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min)
    refuse(`livraison illisible : « ${field} » doit être un entier ≥ ${min}`)
  return value
}

export const itemGrant = (grant: Record<string, unknown>): ItemGrant => ({ item: name(grant, 'item'), count: whole(grant, 'count', 1) })
export const weaponGrant = (grant: Record<string, unknown>): WeaponGrant => ({
  weapon: name(grant, 'weapon').toUpperCase(),
  ammo: whole(grant, 'ammo', 0)
})
export const moneyGrant = (grant: Record<string, unknown>): MoneyGrant => ({ amount: whole(grant, 'amount', 1) })
export const vehicleGrant = (grant: Record<string, unknown>): VehicleGrant => ({ model: name(grant, 'model').toLowerCase() })
