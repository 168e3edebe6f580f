import type { GameToHostMessage } from '../shared/protocol.ts'

export type NuiCallbackReply = (result: unknown) => void

/** The few natives the client script uses; main.ts binds them, tests stub them. */
export interface ClientNatives {
  registerCommand(name: string, handler: () => void): void
  registerKeyMapping(command: string, description: string, mapper: string, key: string): void
  setNuiFocus(hasFocus: boolean, hasCursor: boolean): void
  sendNuiMessage(message: GameToHostMessage): void
  registerNuiCallback(name: string, handler: (data: unknown, reply: NuiCallbackReply) => void): void
  emitServer(event: string): void
  onServerEvent(event: string, handler: (payload: unknown) => void): void
  /** A line in the game's notification feed (above the minimap). */
  showNotice(text: string): void
  /** A client-local event (TriggerEvent), e.g. spawnmanager's playerSpawned. */
  onLocalEvent(event: string, handler: () => void): void
  /** The player is in the session and the loading screen is gone. */
  playerInGame(): boolean
  /** Calls `fn` every `ms` until the returned function is called. */
  every(ms: number, fn: () => void): () => void
}
