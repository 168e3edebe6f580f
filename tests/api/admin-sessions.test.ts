import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Database } from '../../web/db/database.ts'
import { accountWithRole, loggedIn, STAFF_PASSWORD } from '../support/staff-accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { DATABASE_KINDS, freshDatabase } from '../support/test-databases.ts'

const LOGIN_AT = Date.parse('2026-11-21T10:00:00Z')
const MINUTE = 60_000

describe('back-office sessions: idle time-out, password re-entry, audited role changes', () => {
  let db: Database
  let shop: TestApp
  let admin: Record<string, string>

  beforeAll(async () => {
    db = await freshDatabase('pglite')
    shop = createTestApp(db)
    admin = await loggedIn(db, await accountWithRole(db, 'Alice_Admin', 'admin', 1, new Date(LOGIN_AT)), new Date(LOGIN_AT))
  })
  afterAll(() => db?.close())

  const grant = (role: string | null) => shop.post('/api/admin/staff/role', { username: 'Emma_Roux', role }, admin)

  it('a fresh login may do a sensitive action; 10 minutes later it asks for the password again', async () => {
    shop.setNow(LOGIN_AT + 2 * MINUTE)
    expect((await grant('staff')).status).toBe(200)
    shop.setNow(LOGIN_AT + 11 * MINUTE)
    expect((await shop.get('/api/admin/staff', admin)).status).toBe(200)
    const refused = await grant('admin')
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: expect.stringContaining('mot de passe'), reauth: true })
    expect((await shop.post('/api/admin/reauth', { password: 'pas-le-bon' }, admin)).status).toBe(403)
    expect((await shop.post('/api/admin/reauth', { password: STAFF_PASSWORD }, admin)).status).toBe(200)
    expect((await grant('admin')).status).toBe(200)
  })

  it('30 minutes without a back-office call end the back-office until the password is given', async () => {
    shop.setNow(LOGIN_AT + 45 * MINUTE)
    const idle = await shop.get('/api/admin/staff', admin)
    expect(idle.status).toBe(401)
    expect(await idle.json()).toEqual({ error: expect.stringContaining('30 minutes'), reauth: true })
    const session = await (await shop.get('/api/admin/session', admin)).json()
    expect(session).toMatchObject({ username: 'Alice_Admin', role: 'admin', idle: true })
    expect((await shop.post('/api/admin/reauth', { password: STAFF_PASSWORD }, admin)).status).toBe(200)
    expect((await shop.get('/api/admin/staff', admin)).status).toBe(200)
  })

  it('records each role change with who, before, after and address; an admin cannot change their own role', async () => {
    expect((await shop.post('/api/admin/staff/role', { username: 'Alice_Admin', role: null }, admin)).status).toBe(409)
    const audit = (await (await shop.get('/api/admin/actions?target=Emma', admin)).json()) as { actions: unknown[]; total: number }
    expect(audit.total).toBe(2)
    expect(audit.actions[0]).toMatchObject({
      actor: 'Alice_Admin',
      action: 'role.grant',
      target: 'account:Emma_Roux',
      before: { role: 'staff' },
      after: { role: 'admin' }
    })
    expect(audit.actions[1]).toMatchObject({ before: { role: null }, after: { role: 'staff' } })
  })
})

describe.each(DATABASE_KINDS)('staff_actions is append-only on %s', (kind) => {
  let db: Database
  beforeAll(async () => {
    db = await freshDatabase(kind, { demo: false })
    await db.query(`insert into staff_actions (actor, action, target, at) values ('console', 'role.grant', 'account:x', now())`)
  })
  afterAll(() => db?.close())

  it('refuses updates, deletes and truncation whatever the caller', async () => {
    await expect(db.query("update staff_actions set actor = 'autre'")).rejects.toThrow(/ajout seul/)
    await expect(db.query('delete from staff_actions')).rejects.toThrow(/ajout seul/)
    await expect(db.query('truncate staff_actions')).rejects.toThrow(/ajout seul/)
    expect((await db.query('select actor from staff_actions')).rows).toEqual([{ actor: 'console' }])
  })
})
