import { Hono } from 'hono'

import { passwordChangeRequestSchema } from '../../src/core/contract/account-requests.ts'
import { accountErrors } from '../../src/core/messages/account-errors.ts'
import { accountView } from '../accounts/account-repo.ts'
import { charactersOnServer } from '../accounts/characters-repo.ts'
import { requireAccount } from '../accounts/current-account.ts'
import { mayChooseFirstPassword, replacePassword } from '../accounts/password-repo.ts'
import { hashPassword, verifyPassword } from '../accounts/passwords.ts'
import { hashSecret } from '../accounts/secrets.ts'
import { readSessionId } from '../accounts/session-cookie.ts'
import type { AppDeps } from '../app-deps.ts'
import { HttpError } from '../http/http-error.ts'
import { parseJsonBody } from '../http/json-body.ts'
import { LIMITS } from '../limits/limit-rules.ts'
import { releaseSlots } from '../limits/limits.ts'
import { slotsOrRefuse } from '../limits/slots-or-refuse.ts'
import { loginRoutes } from './login-routes.ts'

/** Logins and logout (login-routes.ts), the password, who am I, and the player's characters (docs/layout.md#routes). */
export function accountRoutes(deps: AppDeps): Hono {
  const { db, config, now } = deps
  return new Hono()
    .route('/', loginRoutes(deps))
    .post('/password', async (c) => {
      const at = new Date(now())
      const account = await requireAccount(c, db, at)
      const change = await parseJsonBody(c, passwordChangeRequestSchema)
      const slots = await slotsOrRefuse(db, [{ rule: LIMITS.passwordChange, key: String(account.id) }], at)
      const sessionHash = hashSecret(readSessionId(c) ?? '')
      if (!account.password_hash && !(await mayChooseFirstPassword(db, sessionHash))) {
        throw new HttpError(403, accountErrors.staffFirstPassword)
      }
      if (account.password_hash && !(await verifyPassword(change.currentPassword ?? '', account.password_hash))) {
        throw new HttpError(403, accountErrors.wrongCurrentPassword)
      }
      await releaseSlots(db, slots)
      const passwordHash = await hashPassword(change.newPassword)
      await replacePassword(db, { accountId: account.id, passwordHash, keptSessionHash: sessionHash, at })
      return c.json({ message: accountErrors.passwordChanged })
    })
    .get('/whoAmI', async (c) => {
      const account = await requireAccount(c, db, new Date(now()))
      return c.json({ account: accountView(account) })
    })
    .get('/getCharacters', async (c) => {
      const account = await requireAccount(c, db, new Date(now()))
      const serverName = c.req.header('gameServer') ?? config.defaultServer
      if (!config.servers.some((server) => server.name === serverName)) throw new HttpError(400, accountErrors.unknownServer)
      return c.json(await charactersOnServer(db, account.id, serverName))
    })
}
