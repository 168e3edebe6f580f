import type * as z from 'zod/mini'

import {
  deliveryReleaseResponseSchema,
  grantAckResponseSchema,
  grantFailureResponseSchema,
  type GrantAckResponse,
  type GrantFailureRequest,
  type GrantFailureResponse,
  type GrantStep,
  type ReportedPlayer
} from '../../../src/core/contract/game-deliveries.ts'
import {
  deliveriesResponseSchema,
  loginTokenResponseSchema,
  upsertPlayerResponseSchema,
  type DeliveriesResponse,
  type UpsertPlayerRequest,
  type UpsertPlayerResponse
} from '../../../src/core/contract/game-server.ts'

const TIMEOUT_MS = 15_000

export class ShopApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined
  ) {
    super(message)
  }
}

export interface ShopApi {
  upsertPlayer(identifier: string, player: UpsertPlayerRequest): Promise<UpsertPlayerResponse>
  loginToken(identifier: string, serverName: string): Promise<string>
  /** Says who is online and claims what they can take now (docs/in-game.md#deliveries). */
  claimDeliveries(serverName: string, players: ReportedPlayer[]): Promise<DeliveriesResponse>
  /** One grant given: recorded once, however often it is said. */
  grantGiven(deliveryId: number, step: GrantStep): Promise<GrantAckResponse>
  grantFailed(deliveryId: number, failure: GrantFailureRequest): Promise<GrantFailureResponse>
  /** Its owner left before it was given. */
  release(deliveryId: number): Promise<void>
}

interface ShopApiOptions {
  shopUrl: string
  serverKey: string
  /** This game server's name (boutique_server_name): every call says it, so the shop refuses it another server's deliveries. */
  serverName: string
  fetch: typeof fetch
  mainThread: () => Promise<void>
}

/** The game-server API of the shop service, with the server key as bearer. Answers are checked. */
export function createShopApi({ shopUrl, serverKey, serverName, fetch, mainThread }: ShopApiOptions): ShopApi {
  const call = async <Schema extends z.ZodMiniType>(method: string, path: string, schema: Schema, body?: unknown) => {
    try {
      const response = await fetch(`${shopUrl}/api/server${path}`, {
        method,
        headers: {
          authorization: `Bearer ${serverKey}`,
          gameServer: serverName,
          ...(body === undefined ? {} : { 'content-type': 'application/json' })
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS)
      })
      const answer: unknown = await response.json().catch(() => undefined)
      if (!response.ok) throw new ShopApiError(`${method} ${path}: ${response.status} ${errorText(answer)}`, response.status)
      const parsed = schema.safeParse(answer)
      if (!parsed.success) throw new ShopApiError(`${method} ${path}: unreadable answer`, response.status)
      return parsed.data
    } catch (failure) {
      if (failure instanceof ShopApiError) throw failure
      throw new ShopApiError(`${method} ${path}: ${failure instanceof Error ? failure.message : String(failure)}`, undefined)
    } finally {
      await mainThread()
    }
  }
  const player = (identifier: string) => `/players/${encodeURIComponent(identifier)}`
  return {
    upsertPlayer: (identifier, body) => call('PUT', player(identifier), upsertPlayerResponseSchema, body),
    async loginToken(identifier, serverName) {
      return (await call('POST', `${player(identifier)}/login-token`, loginTokenResponseSchema, { serverName })).token
    },
    claimDeliveries: (serverName, players) => call('POST', '/deliveries/claim', deliveriesResponseSchema, { serverName, players }),
    grantGiven: (id, step) => call('POST', `/deliveries/${id}/grants`, grantAckResponseSchema, step),
    grantFailed: (id, failure) => call('POST', `/deliveries/${id}/failure`, grantFailureResponseSchema, failure),
    async release(id) {
      await call('POST', `/deliveries/${id}/release`, deliveryReleaseResponseSchema, {})
    }
  }
}

function errorText(answer: unknown): string {
  const error = typeof answer === 'object' && answer !== null ? (answer as { error?: unknown }).error : undefined
  return typeof error === 'string' ? error : ''
}
