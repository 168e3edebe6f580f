import * as z from 'zod/mini'

import { STAFF_ROLES } from '../domain/staff-roles.ts'

/** GET /api/admin/session: who uses the back-office and what their session still allows. */
export const staffSessionSchema = z.object({
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The back-office was idle too long: everything but this call and reauth is refused until the password is given. */
  idle: z.boolean(),
  /** Until when (ms since the epoch) sensitive actions need no password again. */
  reauthUntil: z.number()
})
export type StaffSession = z.infer<typeof staffSessionSchema>

export const reauthRequestSchema = z.object({ password: z.string().check(z.minLength(1), z.maxLength(200)) })

export const staffMemberSchema = z.object({ id: z.int(), username: z.string(), role: z.enum(STAFF_ROLES) })
export type StaffMember = z.infer<typeof staffMemberSchema>
export const staffListSchema = z.object({ members: z.array(staffMemberSchema) })

export const roleChangeSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(2), z.maxLength(40)),
  /** null takes the role away. */
  role: z.nullable(z.enum(STAFF_ROLES))
})

/** One row of the audit (staff_actions). */
export const staffActionSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  address: z.nullable(z.string())
})
export type StaffAction = z.infer<typeof staffActionSchema>
export const staffActionPageSchema = z.object({ actions: z.array(staffActionSchema), total: z.int(), page: z.int(), pageSize: z.int() })

/**
 * The journal's money actions: what moves Unions or a payment (credits, debits, payments given by hand) and every
 * Unions change of the catalogue (docs/back-office.md#unions).
 */
export const MONEY_ACTIONS = [
  'balance.credit',
  'balance.debit',
  'payment.assign',
  'payment.resolve_package',
  'unions.product_create',
  'unions.product_update',
  'unions.product_duplicate',
  'unions.product_activate',
  'unions.catalogue_import'
] as const

export const staffActionFilterSchema = z.object({
  actor: z.optional(z.string().check(z.maxLength(40))),
  action: z.optional(z.string().check(z.maxLength(60))),
  target: z.optional(z.string().check(z.maxLength(80))),
  /** `money`: only MONEY_ACTIONS. */
  only: z.optional(z.enum(['money'])),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1)
})
