/** What the client script, the server script and the NUI host page say to each other. */

/** The client command, bound to F2 by default (players can rebind it in Settings → Key Bindings → FiveM). */
export const OPEN_COMMAND = 'boutique'
export const KEY_MAPPING = { description: 'Boutique', mapper: 'keyboard', key: 'F2' } as const

export const EVENTS = {
  /** client → server: the player opened the shop; nothing else is read from it. */
  requestSession: 'boutique:requestSession',
  /** server → client: where the shop is and a one-time login token. */
  session: 'boutique:session',
  /** server-local: a delivery is being handed to a player (for logs and other resources). */
  deliver: 'boutique:deliver',
  /** server → client: a French text to show the player ({text}), e.g. a delivery that waits for room. */
  notice: 'boutique:notice',
  /** server-local: what a refunded or charged-back payment gave is being taken back from a player. */
  revoke: 'boutique:revoke'
} as const

/** Everything a client ever gets from the server script: never the server key. */
export interface SessionPayload {
  shopUrl: string
  serverName: string
  /** null when none could be minted (too soon after the last one, or the shop is unreachable). */
  token: string | null
  /** A French text for the player when the shop cannot open. */
  error?: string
}

/** Game → host page, through SendNUIMessage. */
export type GameToHostMessage = { type: 'open' } | { type: 'close' } | ({ type: 'session' } & SessionPayload)

/** The NUI callback the host page calls (https://<resource>/close). */
export const CLOSE_CALLBACK = 'close'

/**
 * The NUI callback the host page calls once it listens (https://<resource>/ready): the game's root page
 * posts SendNUIMessage to the frame at once and drops it if the page is not listening yet
 * (citizenfx/fivem ext/ui-build/data/root.html, 'frameCall', commit 040bd901).
 */
export const READY_CALLBACK = 'ready'
