/** A character as pushCharacters takes it (src/core/contract/game-server.ts gameCharacterSchema). */
export interface GameCharacter {
  id: string
  firstname: string
  lastname: string
  dob: string
  pob: string
  height: number
}

/** Where a framework says a character loaded or left, and how its player's characters are read. */
export interface CharacterSource {
  loadedEvent: string
  /** From the loaded event's arguments: the player's server id and the character being played. */
  loaded(args: unknown[]): { source: string; characterId: string } | undefined
  unloadedEvent: string
  unloaded(args: unknown[]): string | undefined
  /** The character a player online at start plays, if loaded. */
  playing(source: number): Promise<string | undefined>
  /** Every character of that player on this server. */
  list(source: number, characterId: string): Promise<GameCharacter[]>
}
