import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { accountErrors } from '../../src/core/messages/account-errors.ts'
import { contactMessages } from '../../src/core/messages/contact.ts'
import { playerLookupErrors } from '../../src/core/messages/purchase-errors.ts'
import { apiMessages } from '../../web/http/api-messages.ts'
import { englishIn } from '../support/english-words.ts'
import { logIn, type ShopPlayer } from '../support/shop-player.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { freshDatabase } from '../support/test-databases.ts'

/** What a validation detail looks like: zod's words (French or English), a pattern, a field path. */
const TECHNICAL = /motif|\/\^|Chaîne de caractères|Trop (grand|petit)|Entrée invalide|reçu|Invalid|expected|received|regex|\w+\.\w+ :/

interface BadRequest {
  what: string
  send: (shop: TestApp, player: ShopPlayer) => Promise<Response>
  /** The sentence the player reads, when the route has a better one than the default. */
  wording?: string
  /** Field names sent: none may be named back. */
  fields: string[]
}

const long = 'x'.repeat(41)
const BAD_REQUESTS: BadRequest[] = [
  {
    what: 'a truncated in-game login link',
    send: (shop) => shop.post('/api/loginGame?token=abc', {}),
    wording: accountErrors.badGameToken,
    fields: ['token']
  },
  {
    what: 'a login link without token',
    send: (shop) => shop.post('/api/loginGame', {}),
    wording: accountErrors.badGameToken,
    fields: ['token']
  },
  {
    what: 'a one-letter login',
    send: (shop) => shop.post('/api/login', { username: 'a', password: 'b' }),
    fields: ['username', 'password']
  },
  {
    what: 'a login of the wrong shape',
    send: (shop) => shop.post('/api/login', { username: 3, remember: 'peut-être' }),
    fields: ['username', 'password', 'remember']
  },
  {
    what: 'a gift name longer than any player’s',
    send: (shop, player) => shop.get(`/api/verifyUsername?username=${long}`, { cookie: player.cookie }),
    wording: playerLookupErrors.notFound,
    fields: ['username']
  },
  {
    what: 'a gift check without ids',
    send: (shop, player) => shop.get('/api/giftCheck?productId=abc', { cookie: player.cookie }),
    fields: ['productId', 'targetId']
  },
  {
    what: 'a forged contact form',
    send: (shop) => shop.post('/api/sendMail', { username: 'a', email: 'x' }),
    wording: contactMessages.server.invalid,
    fields: ['username', 'email', 'subject', 'text']
  },
  {
    what: 'a too long website password',
    send: (shop, player) => shop.post('/api/password', { newPassword: long }, { cookie: player.cookie }),
    fields: ['newPassword']
  },
  {
    what: 'a basket of the wrong shape',
    send: (_shop, player) => player.buy({ characterDbId: 'x', products: { '201': { amount: -1 } } }),
    fields: ['characterDbId', 'products', 'amount']
  },
  { what: 'a shop version that is no number', send: (shop) => shop.get('/api/shopVer?version=xyz'), fields: ['version'] }
]

describe('a request that fails its schema answers one plain French sentence (docs/errors.md#validation)', () => {
  let shop: TestApp
  let player: ShopPlayer

  beforeAll(async () => {
    shop = createTestApp(await freshDatabase('pglite'))
    player = await logIn(shop, 'Lucas_Martin')
  })
  afterAll(() => shop.db.close())

  it.each(BAD_REQUESTS)('$what', async ({ send, wording, fields }) => {
    const response = await send(shop, player)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string; issues?: string }
    expect(body.error).toBe(wording ?? apiMessages.invalid)
    expect(body.error).not.toMatch(TECHNICAL)
    for (const field of fields) expect(body.error).not.toContain(field)
    expect(englishIn(body.error)).toEqual([])
    // The details stay for whoever calls the API by hand, beside the sentence.
    expect(body.issues).toEqual(expect.any(String))
  })
})

describe('a page of the shop posted to (the spec router’s 405)', () => {
  let shop: TestApp
  beforeAll(async () => {
    shop = createTestApp(await freshDatabase('pglite'))
  })
  afterAll(() => shop.db.close())

  it('answers 405 in French with the methods it takes; an unknown path stays a 404', async () => {
    for (const path of ['/abonnements', '/vehicules/101', '/contact', '/loginGame']) {
      const response = await shop.app.request(path, { method: 'POST', body: 'a=1' })
      expect(response.status, path).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
      expect(((await response.json()) as { error: string }).error).toBe(apiMessages.pageMethodNotAllowed)
    }
    expect((await shop.app.request('/pas-une-page/1/2', { method: 'POST' })).status).toBe(404)
    expect((await shop.app.request('/api/pas-une-route', { method: 'POST' })).status).toBe(404)
  })
})
