import { messageFilterSchema, messageHandledRequestSchema } from '../../../src/core/contract/back-office-players.ts'
import { backOfficePlayerErrors } from '../../../src/core/messages/back-office-players.ts'
import type { AppDeps } from '../../app-deps.ts'
import { HttpError } from '../../http/http-error.ts'
import { parseJsonBody } from '../../http/json-body.ts'
import { parseQuery } from '../../http/validate.ts'
import type { AdminContext, AdminRoute } from '../admin-route.ts'
import { MESSAGE_PAGE_SIZE, readMessages, setMessageHandled } from '../messages-repo.ts'
import { auditedWrite } from '../staff-actions.ts'
import { pathId } from './path-id.ts'

/** The contact inbox (staff): read with forwarding state, marked handled (audited; doing it twice changes nothing more). */
export function messageRoutes(deps: AppDeps): AdminRoute[] {
  const { db } = deps
  return [
    {
      method: 'GET',
      path: '/messages',
      role: 'staff',
      handle: async (c) => {
        const filter = parseQuery(c, messageFilterSchema)
        return c.json({ ...(await readMessages(db, filter.handled === '1', filter.page)), page: filter.page, pageSize: MESSAGE_PAGE_SIZE })
      }
    },
    { method: 'POST', path: '/messages/:id/handled', role: 'staff', handle: (c) => markHandled(c, deps) }
  ]
}

async function markHandled(c: AdminContext, { db, now }: AppDeps): Promise<Response> {
  const id = pathId(c, backOfficePlayerErrors.unknownMessage)
  const { handled } = await parseJsonBody(c, messageHandledRequestSchema)
  const actor = c.get('actor')
  const kind = { action: handled ? 'message.handled' : 'message.reopened', target: `message:${id}` }
  await auditedWrite(db, actor, kind, new Date(now()), async (tx) => {
    const change = await setMessageHandled(tx, id, handled, actor.name, new Date(now()))
    if (!change) throw new HttpError(404, backOfficePlayerErrors.unknownMessage)
    return { before: { handled: change.before }, after: { handled }, result: undefined }
  })
  return c.json({ done: handled ? 'Message traité' : 'Message rouvert' })
}
