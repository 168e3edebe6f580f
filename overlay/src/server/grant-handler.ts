import type { Delivery } from '../../../src/core/contract/game-server.ts'

/** The grant kinds of the catalogue (web/catalog/catalogue-file.ts) that the game hands out. */
const GRANT_KINDS = ['item', 'weapon', 'vehicle', 'money', 'grade'] as const
export type GrantKind = (typeof GRANT_KINDS)[number]

/** What a handler learns about the delivery it grants one unit of. */
export interface DeliveryContext {
  id: number
  /** 'revoke': take the grant back (a refunded or charged-back payment). */
  kind: Delivery['kind']
  product: Delivery['product']
  character: Delivery['character']
  quantity: number
  /** 1 to quantity: the unit being granted. */
  unit: number
  /** The grant's place in the delivery's grants (0 first): two vehicles of a pack get two plates. */
  grantIndex: number
  /** For a 'revoke': the delivery whose grants it takes back (null for a Grade's, which carries the Grade that remains). */
  revokesDeliveryId: number | null
}

/**
 * Grants one grant of one unit to the player (server id). It must return true (or a promise of true)
 * once the player has it. To fail, throw an Error (or return false, "why" from Lua) saying why in words staff
 * understand: the shop keeps it on the delivery and tries again later (docs/in-game.md#deliveries).
 */
export type DeliveryHandler = (source: number, grant: Record<string, unknown>, delivery: DeliveryContext) => unknown

export function isGrantKind(kind: unknown): kind is GrantKind {
  return typeof kind === 'string' && (GRANT_KINDS as readonly string[]).includes(kind)
}
