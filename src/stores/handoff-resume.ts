/** The query parameter that tells the website what a player handed over from the game was doing. */
export const HANDOFF_PARAM = 'handoff'

/** A cash purchase or a gift of a product (by the shop's product id), or the Discord link. */
export type HandOffAction = { kind: 'buy' | 'gift'; productId: number } | { kind: 'discord' }

const ACTION = /^(?:(buy|gift):(\d{1,9})|discord)$/

/** `page` (a path of the shop) with the action to resume once the website has logged the player in. */
export function handOffPath(page: string, action: HandOffAction): string {
  const url = new URL(page, 'https://boutique.invalid')
  url.searchParams.set(HANDOFF_PARAM, action.kind === 'discord' ? 'discord' : `${action.kind}:${action.productId}`)
  return `${url.pathname}${url.search}`
}

export function readHandOff(raw: string | undefined): HandOffAction | undefined {
  const match = raw === undefined ? null : ACTION.exec(raw)
  if (!match) return undefined
  const [, kind, id] = match
  return kind === 'buy' || kind === 'gift' ? { kind, productId: Number(id) } : { kind: 'discord' }
}
