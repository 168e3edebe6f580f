import { esxAdapter } from './esx.ts'
import type { FrameworkAdapter, FrameworkCalls } from './framework-calls.ts'
import { oxInventoryHandlers, oxInventoryRevokers, oxMoneyHandlers } from './ox-inventory.ts'
import { qbcoreAdapter } from './qbcore.ts'
import { qboxAdapter } from './qbox.ts'

export const FRAMEWORK_CONVAR = 'boutique_framework'
export const GARAGE_CONVAR = 'boutique_garage'
export const FRAMEWORKS = ['esx', 'qbcore', 'qbox', 'ox_inventory', 'standalone'] as const
export type Framework = (typeof FRAMEWORKS)[number]

/** The resource each framework is known by, checked in this order (Qbox also runs qb-core's name as a bridge). */
const DETECTED_BY: [Framework, string][] = [
  ['qbox', 'qbx_core'],
  ['qbcore', 'qb-core'],
  ['esx', 'es_extended'],
  ['ox_inventory', 'ox_inventory']
]
const DEFAULT_GARAGE = 'pillboxgarage'

const STANDALONE: FrameworkAdapter = { name: 'standalone (events only: boutique:deliver, boutique:revoke)', grant: {}, revoke: {} }

export type Detection = { adapter: FrameworkAdapter; problem?: string }

/** The framework: the convar's when set, else the first one running (GetResourceState at start). */
export function detectFramework(calls: FrameworkCalls): Detection {
  const wanted = calls.convar(FRAMEWORK_CONVAR, '').trim().toLowerCase()
  if (wanted !== '' && wanted !== 'auto' && !(FRAMEWORKS as readonly string[]).includes(wanted)) {
    return { adapter: STANDALONE, problem: `${FRAMEWORK_CONVAR} "${wanted}" is none of ${FRAMEWORKS.join(', ')}: standalone` }
  }
  const chosen = (wanted === '' || wanted === 'auto' ? DETECTED_BY.find(([, resource]) => started(calls, resource))?.[0] : wanted) as
    Framework | undefined
  return { adapter: adapterOf(calls, chosen ?? 'standalone') }
}

function started(calls: FrameworkCalls, resource: string): boolean {
  return calls.state(resource) === 'started'
}

function adapterOf(calls: FrameworkCalls, framework: Framework): FrameworkAdapter {
  const garage = calls.convar(GARAGE_CONVAR, DEFAULT_GARAGE).trim() || DEFAULT_GARAGE
  switch (framework) {
    case 'esx':
      return esxAdapter(calls, started(calls, 'ox_inventory'))
    case 'qbcore':
      return qbcoreAdapter(calls, started(calls, 'ox_inventory') ? 'ox_inventory' : 'qb-inventory', garage)
    case 'qbox':
      return qboxAdapter(calls, garage)
    case 'ox_inventory': {
      const money = oxMoneyHandlers(calls)
      return {
        name: 'ox_inventory',
        grant: { ...oxInventoryHandlers(calls), money: money.grant },
        revoke: { ...oxInventoryRevokers(calls), money: money.revoke }
      }
    }
    default:
      return STANDALONE
  }
}
