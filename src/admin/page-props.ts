import type { StaffSession } from '../core/contract/back-office.ts'

/** What every back-office page receives: its route's parameters and the staff session. */
export interface PageProps {
  params: Record<string, string>
  session: StaffSession
}
