import type { Queryable } from '../db/database.ts'
import type { PaymentSubject, WebhookProduct } from './webhook-schema.ts'

/** Who paid for a product line and who receives it; undefined where no account was found. */
export interface LineParties {
  buyerId: number | undefined
  recipientId: number | undefined
}

/** A reference to an account: our account id, or a Cfx.re id (the FiveM store's customer username id). */
type AccountRef = { kind: 'account' | 'cfx'; value: string }

function refOf(kind: AccountRef['kind'], value: unknown): AccountRef | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value).trim()
  return text === '' || text === 'null' ? undefined : { kind, value: text }
}

function giftTargetId(custom: WebhookProduct['custom']): unknown {
  const target = custom?.gift_target_data
  return target && typeof target === 'object' ? (target as Record<string, unknown>).id : undefined
}

async function accountOf(tx: Queryable, ref: AccountRef | undefined): Promise<number | undefined> {
  if (!ref) return undefined
  const identifier = /^(fivem|license):[A-Za-z0-9]{1,64}$/.test(ref.value)
    ? ref.value
    : ref.kind === 'cfx' && /^\d{1,20}$/.test(ref.value)
      ? `fivem:${ref.value}`
      : undefined
  if (identifier) {
    const { rows } = await tx.query<{ account_id: number }>('select account_id from account_identifiers where identifier = $1', [
      identifier
    ])
    return rows[0]?.account_id
  }
  const id = /^\d{1,10}$/.test(ref.value) ? Number(ref.value) : 0
  if (ref.kind !== 'account' || id <= 0 || id > 2_147_483_647) return undefined
  const { rows } = await tx.query<{ id: number }>('select id from accounts where id = $1', [id])
  return rows[0]?.id
}

async function firstAccount(tx: Queryable, refs: (AccountRef | undefined)[]): Promise<number | undefined> {
  for (const ref of refs) {
    const id = await accountOf(tx, ref)
    if (id !== undefined) return id
  }
  return undefined
}

/**
 * The recipient: the account the line names — custom.gift_target_data.id (the line's custom data,
 * which Tebex documents it sends back), else the variable identifier (what our add call also sends,
 * kept only when the creator panel defines it) — and when it names one that does not exist, nobody.
 * A line that names no one goes to the buyer. The buyer: the basket's custom.accountId (set when we
 * create the basket), the line's custom.gifter_id or gifter variable, or the Cfx.re account that paid.
 */
export async function lineParties(tx: Queryable, subject: PaymentSubject, line: WebhookProduct): Promise<LineParties> {
  const buyerId = await firstAccount(tx, [
    refOf('account', subject.custom?.accountId),
    refOf('account', line.custom?.gifter_id),
    refOf('account', line.variables.gifter),
    refOf('cfx', subject.customer?.username?.id)
  ])
  const named = refOf('account', giftTargetId(line.custom)) ?? refOf('account', line.variables.identifier)
  if (named) return { buyerId, recipientId: await accountOf(tx, named) }
  const recipientId = buyerId ?? (await accountOf(tx, refOf('cfx', line.username?.id)))
  return { buyerId, recipientId }
}
