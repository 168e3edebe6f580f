import { overlayMessages } from '../shared/messages.ts'
import { EVENTS, type SessionPayload } from '../shared/protocol.ts'
import type { OnlinePlayers } from './online-players.ts'
import type { ServerConfig } from './server-config.ts'
import type { ServerNatives } from './server-natives.ts'
import type { ShopApi } from './shop-api.ts'

/**
 * Answers a player's "open": where the shop is and a one-time login token, minted for the player the
 * game server knows from its own identifiers. At most one token per player per cooldown.
 */
export class LoginSessions {
  private readonly lastMinted = new Map<string, number>()
  private readonly pending = new Set<string>()

  constructor(
    private readonly deps: {
      natives: ServerNatives
      api: ShopApi
      players: OnlinePlayers
      config: Pick<ServerConfig, 'shopUrl' | 'serverName' | 'tokenCooldownMs'>
      now: () => number
    }
  ) {}

  async request(source: string): Promise<void> {
    const { natives, api, players, config, now } = this.deps
    if (this.pending.has(source)) return
    const last = this.lastMinted.get(source)
    if (last !== undefined && now() - last < config.tokenCooldownMs) {
      this.send(source, { token: null })
      return
    }
    this.pending.add(source)
    this.lastMinted.set(source, now())
    try {
      const player = await players.join(source)
      if (!player) throw new Error('no identifier the shop knows')
      this.send(source, { token: await api.loginToken(player.accountIdentifier, config.serverName) })
    } catch (failure) {
      natives.warn(`no login token for player ${source}: ${failure instanceof Error ? failure.message : String(failure)}`)
      this.send(source, { token: null, error: overlayMessages.unreachable })
    } finally {
      this.pending.delete(source)
    }
  }

  forget(source: string): void {
    this.lastMinted.delete(source)
    this.pending.delete(source)
  }

  private send(source: string, answer: Pick<SessionPayload, 'token' | 'error'>): void {
    const { shopUrl, serverName } = this.deps.config
    const payload: SessionPayload = { shopUrl, serverName, ...answer }
    this.deps.natives.emitClient(EVENTS.session, source, payload)
  }
}
