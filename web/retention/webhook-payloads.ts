import type { Queryable } from '../db/database.ts'

/*
 * Where Tebex puts the buyer's details in a webhook (research/tebex.md §2.3, tebexio/TebexCheckout-OpenAPI):
 * PaymentSubject.customer is {first_name, last_name, email, ip, username, marketing_consent, country,
 * postal_code}; a RecurringPaymentSubject carries two PaymentSubjects, initial_payment and last_payment.
 * Only customer.username is kept: the event that waits for its payment or subscription still finds its
 * player by it (web/tebex/payment-parties.ts). Transaction ids, products and prices stay, and nothing in
 * store_transactions, the ledger or the balances is touched.
 */
const CUSTOMER_PATHS = ['{subject,customer}', '{subject,initial_payment,customer}', '{subject,last_payment,customer}']

function keepOnlyUsername(path: string): string {
  return `case when jsonb_typeof(body #> '${path}') = 'object'
    then jsonb_set(body, '${path}', jsonb_build_object('username', body #> '${path}' -> 'username')) else body end`
}

/** Each step reads the body the previous one left. */
const steps = CUSTOMER_PATHS.map(
  (path, index) => `step${index + 1} as (select id, type, ${keepOnlyUsername(path)} as body from step${index})`
)

/**
 * Events of any other type (basket.abandoned…) act on nothing the shop keeps (web/tebex/process-webhook.ts):
 * their subject goes whole. Batches as in retention-kinds.ts: a bounded number of the oldest, skip locked.
 */
const SCRUB_SQL = `with step0 as (
    select id, type, body from tebex_events
     where personal_data_removed_at is null and received_at <= $1::timestamptz
     order by received_at limit $2 for update skip locked),
  ${steps.join(',\n  ')},
  scrubbed as (
    update tebex_events e
       set body = case when s.type like 'payment.%' or s.type like 'recurring-payment.%' then s.body else s.body - 'subject' end,
           personal_data_removed_at = $3::timestamptz
      from step${CUSTOMER_PATHS.length} s where e.id = s.id
    returning 1)
  select count(*)::int as count from scrubbed`

/** The raw payloads received before `before` lose the buyer's details; the count of events scrubbed. */
export async function scrubWebhookPayloads(db: Queryable, before: Date, now: Date, batch: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(SCRUB_SQL, [before, batch, now])
  return rows[0]?.count ?? 0
}
