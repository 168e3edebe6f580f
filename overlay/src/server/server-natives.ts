/** The few natives the server script uses; main.ts binds them, tests stub them. Player sources are strings. */
export interface ServerNatives {
  getConvar(name: string, fallback: string): string
  /** Trusted: from the player's Cfx.re ticket, not from anything the client sends. */
  playerIdentifiers(source: string): string[]
  playerName(source: string): string
  players(): string[]
  emitClient(event: string, source: string, payload: unknown): void
  emitLocal(event: string, ...args: unknown[]): void
  onPlayerJoining(handler: (source: string) => void): void
  onPlayerDropped(handler: (source: string) => void): void
  /** A client event: the handler gets who sent it, never what it carried. */
  onClientEvent(event: string, handler: (source: string) => void): void
  exportFunction(name: string, fn: (...args: never[]) => unknown): void
  after(ms: number, fn: () => void): void
  /** Natives may only run on the main thread; fetch callbacks come back on another one. */
  mainThread(): Promise<void>
  /**
   * `Player(source).state.set(key, value, true)`: replicated to every client; null clears it (the value goes
   * through msgpack: citizenfx/fivem data/shared/citizen/scripting/v8/main.js NewStateBag, commit 06d4d348).
   */
  setPlayerState(source: string, key: string, value: unknown): void
  /** Runs a console command as the principal `resource.<this resource>`, which needs `command.<name>`. */
  executeCommand(command: string): void
  isPrincipalAceAllowed(principal: string, object: string): boolean
  resourceName(): string
  /**
   * The resource's key-value store on disk (SetResourceKvp, GetResourceKvpString, DeleteResourceKvp: citizenfx/fivem
   * code/components/citizen-server-impl/src/ServerKVScriptFunctions.cpp, commit 06d4d348): it outlives restarts.
   */
  getKvp(key: string): string | undefined
  setKvp(key: string, value: string): void
  deleteKvp(key: string): void
  log(message: string): void
  warn(message: string): void
  /** GetResourceState; without it (unit tests), no framework is found: standalone. */
  resourceState?(resource: string): string
  /** `exports.<resource>.<name>(…args)`: another resource's export, across runtimes. */
  callExport?(resource: string, name: string, ...args: unknown[]): unknown
  /** SetConvarReplicated: a convar the clients read too (the key). */
  replicateConvar?(name: string, value: string): void
  /** A server event of another resource (a framework's esx:playerLoaded…), with its arguments. */
  onEvent?(event: string, handler: (...args: unknown[]) => void): void
  /** Runs `handler` on this resource's queued onServerResourceStart: after a restart has cleared every exports cache. */
  onStarted?(handler: () => void): void
}
