import type { GrantFailureRequest } from '../../../src/core/contract/game-deliveries.ts'
import { withTimeout } from '../../../src/core/lib/with-timeout.ts'
import type { DeliveryContext, DeliveryHandler } from './delivery-handlers.ts'

const HANDLER_TIMEOUT_MS = 15_000
const MAX_ERROR_LENGTH = 500

export type GrantOutcome = { given: true } | { given: false; reason: GrantFailureRequest['reason']; error: string }

/**
 * Calls one handler for one grant of one unit and says whether the player has it and, if not, why in the words
 * staff will read (the handler's own message when it gave one). docs/in-game.md#deliveries.
 */
export async function callHandler(
  handler: DeliveryHandler | undefined,
  source: number,
  grant: Record<string, unknown>,
  context: DeliveryContext
): Promise<GrantOutcome> {
  const kind = String(grant.kind)
  if (!handler) {
    const register = context.kind === 'revoke' ? 'registerRevocationHandler' : 'registerDeliveryHandler'
    return failed('no_handler', `pas de gestionnaire pour « ${kind} » (${register})`)
  }
  let result: unknown
  try {
    result = await withTimeout(Promise.resolve(handler(source, grant, context)), HANDLER_TIMEOUT_MS, TIMED_OUT)
  } catch (failure) {
    const message = failure instanceof Error ? failure.message : String(failure)
    return message === TIMED_OUT ? failed('timeout', `le gestionnaire de « ${kind} » n’a pas répondu en 15 s`) : failed('error', message)
  }
  if (result === true || (Array.isArray(result) && result[0] === true)) return { given: true }
  // A Lua handler's `return false, "why"` arrives as [false, "why"] (citizenfx/fivem data/shared/citizen/scripting/v8/main.js).
  const said = Array.isArray(result) && typeof result[1] === 'string' && result[1].trim() !== '' ? result[1] : undefined
  return failed('refused', said ?? `le gestionnaire de « ${kind} » n’a pas renvoyé true`)
}

const TIMED_OUT = 'boutique: handler timed out'

function failed(reason: GrantFailureRequest['reason'], error: string): GrantOutcome {
  return { given: false, reason, error: error.trim().slice(0, MAX_ERROR_LENGTH) || reason }
}
