import * as z from 'zod/mini'

/** Every staff write carries why (shown in the audit) and the key of the form's opening (a double click does it once). */
export const reason = z.string().check(z.trim(), z.minLength(3), z.maxLength(300))
export const idempotencyKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,80}$/))

/** POST /api/admin/payments/events/:id/resolve: the catalogue product an unknown package stands for, and who receives it. */
export const resolvePackageRequestSchema = z.object({
  line: z.int().check(z.minimum(0), z.maximum(199)),
  productId: z.int().check(z.positive(), z.maximum(2_147_483_647)),
  username: z.string().check(z.trim(), z.minLength(2), z.maxLength(40)),
  reason,
  idempotencyKey
})
