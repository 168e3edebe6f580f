/**
 * A well-formed request for every back-office route ("METHOD /api/admin/path"): the role harness sends it
 * from callers who may not, the fuzzer mutates it. A route missing here fails both tests.
 */
export interface AdminSample {
  query?: Record<string, string>
  body?: unknown
  /** Replaces the route's :id. */
  id?: string
}

import { PAYMENT_AND_MESSAGE_SAMPLES, PLAYER_SAMPLES } from './admin-samples-players.ts'

export const ADMIN_SAMPLES: Record<string, AdminSample> = {
  'GET /api/admin/session': {},
  'POST /api/admin/reauth': { body: { password: 'staff-password-1' } },
  'GET /api/admin/staff': {},
  'POST /api/admin/staff/role': { body: { username: 'Emma_Roux', role: 'staff' } },
  'GET /api/admin/actions': { query: { actor: 'Noe', page: '1' } },
  ...PLAYER_SAMPLES,
  ...PAYMENT_AND_MESSAGE_SAMPLES
}

/** The path of a route pattern with its sample's :id. */
export function samplePath(pattern: string, sample: AdminSample): string {
  return pattern.replace(':id', sample.id ?? '1')
}
