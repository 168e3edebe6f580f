import type { PlayerGrade } from '../../../../src/core/contract/game-server.ts'
import type { DeliveryContext, DeliveryHandlers } from '../delivery-handlers.ts'
import { callHandler } from '../grant-call.ts'
import type { ServerNatives } from '../server-natives.ts'

/** Convars of the Grade perk "Aide de l'État toutes les 30 minutes" (overlay/README.md "Grades"). */
export const STATE_AID_CONVARS = { amounts: 'boutique_state_aid', minutes: 'boutique_state_aid_minutes' } as const
/** docs/catalogue.md#subscriptions-page: 3000$, 3500$, 5000$, 6000$, 7500$ for tiers 1 to 5. */
export const DEFAULT_STATE_AID = [3000, 3500, 5000, 6000, 7500] as const
const DEFAULT_MINUTES = 30

export interface StateAidConfig {
  /** The amount of each tier, tier 1 first; 0: that tier gets none. */
  amounts: number[]
  intervalMs: number
}

/** The convars, or the defaults with a warning for a value that does not read. */
export function readStateAid(natives: Pick<ServerNatives, 'getConvar' | 'warn'>): StateAidConfig {
  const rawAmounts = natives.getConvar(STATE_AID_CONVARS.amounts, '').trim()
  const amounts = rawAmounts === '' ? [...DEFAULT_STATE_AID] : rawAmounts.split(',').map((part) => Number(part.trim()))
  const amountsOk = amounts.length === DEFAULT_STATE_AID.length && amounts.every((amount) => Number.isInteger(amount) && amount >= 0)
  if (!amountsOk) natives.warn(`${STATE_AID_CONVARS.amounts} must be five whole amounts, e.g. "3000,3500,5000,6000,7500": defaults used`)
  const rawMinutes = natives.getConvar(STATE_AID_CONVARS.minutes, '').trim()
  const minutes = rawMinutes === '' ? DEFAULT_MINUTES : Number(rawMinutes)
  const minutesOk = Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440
  if (!minutesOk) natives.warn(`${STATE_AID_CONVARS.minutes} must be whole minutes from 1 to 1440: ${DEFAULT_MINUTES} used`)
  return {
    amounts: amountsOk ? amounts : [...DEFAULT_STATE_AID],
    intervalMs: (minutesOk ? minutes : DEFAULT_MINUTES) * 60_000
  }
}

/** What the money handler learns about a state aid payment: no delivery of the shop, no character. */
const AID_CONTEXT: DeliveryContext = {
  id: 0,
  kind: 'grant',
  product: { id: 0, name: 'aide_etat', label: 'Aide de l’État', category: 'Grades' },
  character: null,
  quantity: 1,
  unit: 1,
  grantIndex: 0,
  revokesDeliveryId: null
}

/**
 * Pays every online Grade holder their tier's state aid through the 'money' grant handler (the framework
 * adapter's, or a bridge's), every interval. A payment that fails is said in the console and not retried.
 */
export function payStateAid(
  deps: { natives: ServerNatives; handlers: DeliveryHandlers; holders: () => [string, PlayerGrade][] },
  config: StateAidConfig
): Promise<number> {
  const handler = deps.handlers.get('money')
  const due = deps.holders().flatMap(([source, grade]) => {
    const amount = config.amounts[grade.tier - 1] ?? 0
    return amount > 0 ? [{ source, amount }] : []
  })
  if (due.length === 0) return Promise.resolve(0)
  if (!handler) {
    deps.natives.warn(`state aid: no "money" handler (registerDeliveryHandler), ${due.length} player(s) not paid`)
    return Promise.resolve(0)
  }
  const pay = async ({ source, amount }: { source: string; amount: number }) => {
    const outcome = await callHandler(handler, Number(source), { kind: 'money', amount }, AID_CONTEXT)
    if (outcome.given) return 1
    deps.natives.warn(`state aid of ${amount} to player ${source}: ${outcome.error}`)
    return 0
  }
  return Promise.all(due.map(pay)).then((paid) => paid.reduce<number>((sum, one) => sum + one, 0))
}
