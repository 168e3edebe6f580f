import * as z from 'zod/mini'

import { characterGameIdSchema, type ReportedPlayer } from '../../../src/core/contract/game-deliveries.ts'
import { gameCharacterSchema, playerIdentifierSchema, type Delivery } from '../../../src/core/contract/game-server.ts'
import type { ShopApi } from './shop-api.ts'
import type { ServerNatives } from './server-natives.ts'

export interface OnlinePlayer {
  source: string
  /** The player's fivem: and license: identifiers, as the game server vouches for them. */
  identifiers: string[]
  /** The one the shop account is keyed on: fivem: (the Cfx.re account) when there is one. */
  accountIdentifier: string
  /** Game ids of the characters the framework pushed, and the one being played when it said so. */
  characters: Set<string>
  activeCharacter: string | undefined
  upserted: boolean
}

const charactersSchema = z.array(gameCharacterSchema).check(z.maxLength(20))
const MAX_NAME_LENGTH = 64

/** Who is online, with what the shop needs to know about them. */
export class OnlinePlayers {
  private readonly bySource = new Map<string, OnlinePlayer>()
  /**
   * Set when a framework adapter says as each character loads and unloads (framework-start.ts wireCharacters): then a
   * player with no active character is in character selection, their inventory not loaded, and nothing of a
   * character's is handed to them. Without it (a bridge of one's own), no active character means not said.
   */
  private charactersTracked = false

  constructor(
    private readonly natives: ServerNatives,
    private readonly api: ShopApi,
    private readonly serverName: string
  ) {}

  /** Registers the player and upserts their account; the next token request retries a failed upsert. */
  async join(source: string): Promise<OnlinePlayer | undefined> {
    const player = this.bySource.get(source) ?? this.register(source)
    if (player && !player.upserted) await this.upsert(player)
    return player
  }

  leave(source: string): void {
    this.bySource.delete(source)
  }

  /** For frameworks: the player's characters on this server, and which one they play if known. */
  async pushCharacters(source: string, characters: unknown, activeCharacterId?: unknown): Promise<boolean> {
    const player = this.bySource.get(source) ?? this.register(source)
    const parsed = charactersSchema.safeParse(characters)
    if (!player || !parsed.success) {
      this.natives.warn(`pushCharacters(${source}): ${player ? 'invalid characters list' : 'unknown player'}, ignored`)
      return false
    }
    player.characters = new Set(parsed.data.map((character) => String(character.id)))
    this.setActiveCharacter(source, activeCharacterId)
    return this.upsert(player, parsed.data)
  }

  trackCharacters(): void {
    this.charactersTracked = true
  }

  setActiveCharacter(source: string, characterId: unknown): void {
    const player = this.bySource.get(source)
    if (!player) return
    player.activeCharacter = typeof characterId === 'string' || typeof characterId === 'number' ? String(characterId) : undefined
  }

  /** Who is online, as the shop's claim wants it (docs/in-game.md#deliveries): it hands out only what they can take. */
  report(): ReportedPlayer[] {
    const gameId = (id: string | undefined) => (characterGameIdSchema.safeParse(id).success ? (id as string) : null)
    return [...this.bySource.values()].map((player) => ({
      identifiers: player.identifiers.slice(0, 8),
      characters: this.inSelection(player) ? [] : [...player.characters].filter((id) => gameId(id) !== null).slice(0, 20),
      activeCharacter: gameId(player.activeCharacter)
    }))
  }

  /** The online player a delivery is for: their account, and for a character's delivery, that character. */
  ownerOf(delivery: Delivery): OnlinePlayer | undefined {
    for (const player of this.bySource.values()) {
      if (!player.identifiers.some((identifier) => delivery.identifiers.includes(identifier))) continue
      if (!delivery.character) return player
      const { gameId } = delivery.character
      const playing = player.activeCharacter === gameId || (player.activeCharacter === undefined && !this.charactersTracked)
      return player.characters.has(gameId) && playing ? player : undefined
    }
    return undefined
  }

  /** docs/in-game.md#deliveries: under a framework, no character loaded is the selection screen (no inventory). */
  private inSelection(player: OnlinePlayer): boolean {
    return this.charactersTracked && player.activeCharacter === undefined
  }

  private register(source: string): OnlinePlayer | undefined {
    const identifiers = this.natives.playerIdentifiers(source).filter((identifier) => playerIdentifierSchema.safeParse(identifier).success)
    const accountIdentifier =
      identifiers.find((identifier) => identifier.startsWith('fivem:')) ??
      identifiers.find((identifier) => identifier.startsWith('license:'))
    if (!accountIdentifier) {
      this.natives.warn(`player ${source} has neither a fivem: nor a license: identifier: no shop account`)
      return undefined
    }
    const player: OnlinePlayer = {
      source,
      identifiers,
      accountIdentifier,
      characters: new Set(),
      activeCharacter: undefined,
      upserted: false
    }
    this.bySource.set(source, player)
    return player
  }

  private async upsert(player: OnlinePlayer, characters?: z.infer<typeof charactersSchema>): Promise<boolean> {
    const name = this.natives.playerName(player.source).trim().slice(0, MAX_NAME_LENGTH) || 'Joueur'
    try {
      await this.api.upsertPlayer(player.accountIdentifier, { name, serverName: this.serverName, ...(characters ? { characters } : {}) })
      player.upserted = true
      return true
    } catch (failure) {
      this.natives.warn(`player ${player.source} not saved in the shop: ${failure instanceof Error ? failure.message : String(failure)}`)
      return false
    }
  }
}
