import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Database } from '../../web/db/database.ts'
import { accountWithRole, loggedIn } from '../support/staff-accounts.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { freshDatabase } from '../support/test-databases.ts'
import { pngImage, SAFE_SVG, SCRIPTED_SVG } from '../support/test-images.ts'

const AT = new Date('2026-11-21T10:00:00Z')

describe('back-office image uploads', () => {
  let db: Database
  let shop: TestApp
  let staff: Record<string, string>

  beforeAll(async () => {
    db = await freshDatabase('pglite', { demo: false })
    shop = createTestApp(db)
    staff = await loggedIn(db, await accountWithRole(db, 'Noe_Staff', 'staff', 1, AT), AT)
  })
  afterAll(() => db?.close())

  function upload(name: string, bytes: Buffer | string, type = 'application/octet-stream') {
    const form = new FormData()
    form.set('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type }))
    return shop.app.request('/api/admin/images', { method: 'POST', headers: staff, body: form })
  }
  const stored = async () =>
    (await db.query<{ n: number }>('select (select count(*) from uploaded_images)::int + (select count(*) from staff_actions)::int as n'))
      .rows[0]?.n

  it('stores a PNG and an SVG once each, served with long cache headers by the hash of their bytes', async () => {
    const png = pngImage(64, 48, [40, 90, 200])
    const answer = await upload('voiture.png', png, 'image/png')
    expect(answer.status).toBe(201)
    const { url, width, height } = (await answer.json()) as { url: string; width: number; height: number }
    expect([width, height]).toEqual([64, 48])
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.png$/)
    const served = await shop.get(url)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    expect((await shop.get(url, { 'if-none-match': served.headers.get('etag') ?? '' })).status).toBe(304)
    expect((await upload('voiture-copie.png', png)).status).toBe(201)
    expect((await db.query('select count(*)::int as n from uploaded_images')).rows).toEqual([{ n: 1 }])
    const svg = (await (await upload('logo.svg', SAFE_SVG)).json()) as { url: string; width: number }
    expect(svg.width).toBe(64)
    expect((await shop.get(svg.url)).headers.get('content-security-policy')).toMatch(/default-src 'none'/)
  })

  it.each([
    ['a file over 2 MiB', 'grande.png', Buffer.concat([pngImage(32, 32, [1, 2, 3]), Buffer.alloc(2 * 1024 * 1024)]), 413, /trop lourde/],
    ['a wrong type', 'anim.gif', Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), 415, /PNG, JPEG, WebP et SVG/],
    ['text named as a PNG', 'faux.png', Buffer.from('pas une image'), 415, /PNG, JPEG, WebP et SVG/],
    ['a PNG named as a JPEG', 'photo.jpg', pngImage(32, 32, [1, 2, 3]), 415, /extension/],
    ['an SVG with a script', 'piege.svg', Buffer.from(SCRIPTED_SVG), 422, /script/],
    ['an SVG with a handler', 'piege2.svg', Buffer.from('<svg width="20" height="20" onload="alert(1)"></svg>'), 422, /script/],
    ['a path in the name', '../../etc/passwd.png', pngImage(32, 32, [1, 2, 3]), 400, /chemin/],
    ['a folder in the name', 'dossier\\image.png', pngImage(32, 32, [1, 2, 3]), 400, /chemin/],
    ['an image too large', 'geante.png', pngImage(5000, 1, [1, 2, 3]), 422, /entre 16 et 4096/]
  ])('refuses %s with a French message and stores nothing', async (_, name, bytes, status, message) => {
    const before = await stored()
    const answer = await upload(name, bytes)
    expect(answer.status).toBe(status)
    expect(((await answer.json()) as { error: string }).error).toMatch(message)
    expect(await stored()).toBe(before)
  })

  it('refuses a JSON body and a form without a file', async () => {
    expect((await shop.post('/api/admin/images', { file: 'x' }, staff)).status).toBe(415)
    const empty = await shop.app.request('/api/admin/images', { method: 'POST', headers: staff, body: new FormData() })
    expect(empty.status).toBe(400)
    expect((await shop.get('/media/uploads/../../etc/passwd')).status).toBe(404)
  })
})
