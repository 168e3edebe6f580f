import type { Context } from 'hono'
import { Hono } from 'hono'

import { tebexSandboxMessages as messages } from '../../../src/core/messages/tebex-sandbox.ts'
import type { Queryable } from '../../db/database.ts'
import { html } from './page-answer.ts'
import type { SandboxBasket } from './sandbox-baskets.ts'
import { authPage, errorPage } from './sandbox-pages.ts'
import { isHttpUrl, type SandboxState } from './sandbox-state.ts'

/** The login page goes back to the shop, wherever it runs, after its form is sent. */
const AUTH_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'"

/** Tebex's FiveM login page for a basket: the stand-in names the shop account the basket was made for. */
export function loginPageRoutes(state: SandboxState): Hono {
  const { db, now } = state.deps
  const basketOf = (c: Context) => state.baskets.find(c.req.param('ident') ?? '', now())
  return new Hono()
    .get('/auth/:ident', async (c) => {
      const basket = basketOf(c)
      const returnUrl = c.req.query('returnUrl') ?? ''
      if (!basket) return html(c, AUTH_CSP, errorPage(messages.basketNotFound), 404)
      if (!isHttpUrl(returnUrl)) return html(c, AUTH_CSP, errorPage(messages.badReturnUrl), 400)
      const account = await basketAccount(db, basket)
      return html(c, AUTH_CSP, authPage(basket.ident, returnUrl, account?.username ?? null), 200)
    })
    .post('/auth/:ident', async (c) => {
      const basket = basketOf(c)
      const returnUrlField = (await c.req.parseBody()).returnUrl
      const returnUrl = typeof returnUrlField === 'string' ? returnUrlField : ''
      if (!basket) return html(c, AUTH_CSP, errorPage(messages.basketNotFound), 404)
      if (!isHttpUrl(returnUrl)) return html(c, AUTH_CSP, errorPage(messages.badReturnUrl), 400)
      const account = await basketAccount(db, basket)
      basket.authorized = true
      basket.username = account?.username ?? null
      basket.usernameId = account?.cfxId ?? null
      return c.redirect(returnUrl, 302)
    })
}

/** The shop account the basket was made for (its custom.accountId), named on the login page and in webhooks. */
async function basketAccount(db: Queryable, basket: SandboxBasket): Promise<{ username: string; cfxId: string | null } | undefined> {
  const accountId = Number(basket.custom?.accountId)
  if (!Number.isInteger(accountId) || accountId <= 0 || accountId > 2_147_483_647) return undefined
  const { rows } = await db.query<{ username: string; identifier: string | null }>(
    `select a.username, (select min(i.identifier) from account_identifiers i
                          where i.account_id = a.id and i.identifier like 'fivem:%') as identifier
       from accounts a where a.id = $1`,
    [accountId]
  )
  const row = rows[0]
  return row && { username: row.username, cfxId: row.identifier?.slice('fivem:'.length) ?? null }
}
