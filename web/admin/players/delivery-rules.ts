/** What staff may do with a delivery, as its row says it (docs/in-game.md#delivery-states). */
export interface DeliveryFacts {
  status: string
  failures: number
  flagged: boolean
  claimedUntil: Date | null
}

/** Failed for its online player, or claimed by a game server that never said how it went. */
function failed(row: DeliveryFacts, now: Date): boolean {
  const claimRanOut = row.status === 'claimed' && row.claimedUntil !== null && new Date(row.claimedUntil) <= now
  return claimRanOut || (row.status === 'pending' && (row.flagged || row.failures > 0))
}

/** « Remettre en file »: a failed or cancelled delivery. */
export const requeueable = (row: DeliveryFacts, now: Date): boolean => failed(row, now) || row.status === 'cancelled'

/** « Annuler »: pending or failed; never one a game server holds a live claim on (it may be granted right now), nor a delivered one. */
export const cancellable = (row: DeliveryFacts, now: Date): boolean => row.status === 'pending' || failed(row, now)
