import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { accountResponseSchema, gameLoginResponseSchema } from '../../src/core/contract/account.ts'
import { shopVerResponseSchema } from '../../src/core/contract/catalog.ts'
import { isAllowedRedirect } from '../../src/core/domain/redirect-targets.ts'
import { safeLocalPath } from '../../src/core/domain/safe-path.ts'
import { createApp } from '../../web/app.ts'
import { applyCatalogue } from '../../web/catalog/apply-catalogue.ts'
import { createShopDataCache } from '../../web/catalog/shop-data-cache.ts'
import { validateCatalogue } from '../../web/catalog/validate-catalogue.ts'
import { getConfig, type Config } from '../../web/config.ts'
import type { Database } from '../../web/db/database.ts'
import { DEMO_PASSWORD } from '../../web/demo/seed-demo-players.ts'
import { loadStaticFiles } from '../../web/http/static-files.ts'
import { DEMO_TEBEX_WEBHOOK_SECRET } from '../../web/tebex/tebex-settings.ts'
import { webhookSignature } from '../../web/tebex/webhook-signature.ts'
import { demoCatalogueWith } from '../support/catalogue-import.ts'
import { HOSTILE_DESCRIPTION } from '../support/hostile-content.ts'
import { databaseChecksum } from '../support/database-checksum.ts'
import { callHost, playerFromGame } from '../support/host-players.ts'
import { createTestApp, type TestApp } from '../support/test-app.ts'
import { freshDatabase } from '../support/test-databases.ts'
import { REPO_ROOT, startWebHost } from '../support/web-host.ts'

const SERVER_KEY = 'security-test-server-key-'.padEnd(48, 'k')
const asServer = { authorization: `Bearer ${SERVER_KEY}` }

const cookieOf = (response: Response, name = 'boutique_session') =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`)) ?? ''
const sessionOf = (response: Response) => cookieOf(response).split(';')[0] ?? ''

let db: Database
let shop: TestApp
beforeAll(async () => {
  db = await freshDatabase('pglite')
  shop = createTestApp(db, { serverKey: SERVER_KEY, trustProxy: true })
})
afterAll(() => db?.close())

/** Each test is a player at an address of its own: the address limits of one leave the others alone. */
let lastAddress = 0
const anotherAddress = () => ({ 'x-forwarded-for': `198.51.100.${(lastAddress += 1)}` })
const login = (username: string, password: string, headers: Record<string, string> = anotherAddress(), remember = false) =>
  shop.post('/api/login', { username, password, remember }, headers)

describe('sessions', () => {
  it('a login gives a new session id and kills the one the browser carried (session fixation)', async () => {
    // An attacker holds a real session and plants its id in the victim's browser.
    const planted = sessionOf(await login('Emma_Roux', DEMO_PASSWORD))
    const victim = await login('Lucas_Martin', DEMO_PASSWORD, { cookie: planted, ...anotherAddress() })
    expect(victim.status).toBe(200)
    const fresh = sessionOf(victim)
    expect(fresh).toMatch(/^boutique_session=[\w-]{43}$/)
    expect(fresh).not.toBe(planted)
    expect((await shop.get('/api/whoAmI', { cookie: planted })).status).toBe(401)
    expect(accountResponseSchema.parse(await (await shop.get('/api/whoAmI', { cookie: fresh })).json()).account.username).toBe(
      'Lucas_Martin'
    )

    // The game's token login does the same.
    const minted = await shop.post('/api/server/players/fivem:100001/login-token', { serverName: 'main' }, asServer)
    const { token } = (await minted.json()) as { token: string }
    const game = await shop.post(`/api/loginGame?token=${token}`, '', { cookie: fresh })
    const { sessionToken } = gameLoginResponseSchema.parse(await game.json())
    expect(`boutique_session=${sessionToken}`).not.toBe(fresh)
    expect((await shop.get('/api/whoAmI', { cookie: fresh })).status).toBe(401)
  })

  it('cookie flags: HttpOnly and Path=/ always; Lax over HTTP; Secure and SameSite=None over HTTPS; cleared alike at logout', async () => {
    const plain = cookieOf(await login('Lucas_Martin', DEMO_PASSWORD))
    expect(plain.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Path=/', 'SameSite=Lax'])

    const https = createTestApp(db, { publicUrl: 'https://boutique.example.fr' })
    const secure = await https.post('/api/login', { username: 'Lucas_Martin', password: DEMO_PASSWORD, remember: true })
    const flags = cookieOf(secure).split('; ').slice(1)
    expect(flags).toEqual(expect.arrayContaining(['HttpOnly', 'Path=/', 'Secure', 'SameSite=None']))
    expect(flags.some((flag) => flag.startsWith('Expires='))).toBe(true)
    const logout = await https.post('/api/logout', {}, { cookie: sessionOf(secure) })
    expect(cookieOf(logout)).toBe('boutique_session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=None')

    // The forum login's binding cookie: HttpOnly, only sent to its own route, ten minutes.
    const cfx = await shop.post('/api/cfxlogin/start', { restorePage: '/' })
    expect(cookieOf(cfx, 'boutique_cfx').split('; ').slice(1).sort()).toEqual([
      'HttpOnly',
      'Max-Age=600',
      'Path=/api/cfxlogin',
      'SameSite=Lax'
    ])
  })
})

describe('state-changing calls from another site', () => {
  /** Webhooks come from the store provider's servers, with no Origin, and prove themselves by signature. */
  const EXEMPT = ['POST /api/webhooks/tebex']
  const FOREIGN_ORIGINS = [
    'https://evil.example',
    'null',
    'http://localhost.evil.example',
    'http://localhost:8080',
    'https://cfx-nui-boutique.evil.example',
    'nui://game.evil'
  ]

  it('are refused with 403 on every POST and PUT route, and change nothing', async () => {
    const session = sessionOf(await login('Lucas_Martin', DEMO_PASSWORD))
    const routes = [
      ...new Set(
        shop.app.routes
          .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && route.path.startsWith('/api/'))
          .map((route) => `${route.method} ${route.path}`)
      )
    ]
    expect(routes.length).toBeGreaterThan(15)
    const before = await databaseChecksum(db, ['limits'])
    for (const route of routes.filter((one) => !EXEMPT.includes(one))) {
      const [method = 'POST', pattern = ''] = route.split(' ')
      for (const origin of FOREIGN_ORIGINS) {
        const response = await shop.app.request(pattern.replace(':identifier', 'fivem:100001'), {
          method,
          headers: { origin, cookie: session, ...asServer, 'content-type': 'application/json', gameServer: 'main' },
          body: JSON.stringify({
            username: 'Lucas_Martin',
            password: DEMO_PASSWORD,
            amount: 100,
            reason: 'x',
            serverName: 'main',
            name: 'X'
          })
        })
        expect(response.status, `${route} from ${origin}`).toBe(403)
        expect(await response.json()).toEqual({ error: 'Origine de la requête refusée.' })
      }
    }
    expect(await databaseChecksum(db, ['limits'])).toBe(before)
  })
})

describe('guessing limits, counted by the server', () => {
  const blockedFor = async (response: Response) => {
    expect(response.status).toBe(429)
    expect(((await response.json()) as { error: string }).error).toMatch(/^Trop de tentatives\. Réessayez dans /)
  }

  it('login: more than 4 failures block the username from any address, and the address for any username', async () => {
    for (let failure = 0; failure < 5; failure += 1) expect((await login('Emma_Roux', `faux-${failure}`)).status).toBe(401)
    await blockedFor(await login('Emma_Roux', DEMO_PASSWORD))
    await blockedFor(await login('EMMA_ROUX', DEMO_PASSWORD))

    const address = anotherAddress()
    for (let failure = 0; failure < 5; failure += 1) expect((await login(`Inconnu_${failure}`, 'peu-importe', address)).status).toBe(401)
    await blockedFor(await login('Lucas_Martin', DEMO_PASSWORD, address))
    expect((await login('Lucas_Martin', DEMO_PASSWORD)).status).toBe(200)
  })

  it('player lookups (verifyUsername): more than 4 misses block the player and the address', async () => {
    const address = anotherAddress()
    const cookie = sessionOf(await login('Lucas_Martin', DEMO_PASSWORD, address))
    const lookUp = (username: string, headers = address) => shop.get(`/api/verifyUsername?username=${username}`, { cookie, ...headers })
    expect((await lookUp('Emma_Roux')).status).toBe(200)
    for (let miss = 0; miss < 5; miss += 1) expect((await lookUp(`Personne_${miss}`)).status).toBe(404)
    await blockedFor(await lookUp('Emma_Roux'))
    await blockedFor(await lookUp('Emma_Roux', anotherAddress()))
  })

  it('password change: more than 4 wrong current passwords block it', async () => {
    const cookie = sessionOf(await login('Lucas_Martin', DEMO_PASSWORD))
    const change = (currentPassword: string) =>
      shop.post('/api/password', { currentPassword, newPassword: 'un-nouveau-secret' }, { cookie })
    for (let failure = 0; failure < 5; failure += 1) expect((await change(`faux-${failure}`)).status).toBe(403)
    await blockedFor(await change(DEMO_PASSWORD))
  })

  it('login tokens: at most 10 a minute per player, from the game server or the website link', async () => {
    expect(
      (
        await shop.app.request('/api/server/players/fivem:5555', {
          method: 'PUT',
          headers: { ...asServer, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Jeton Test', serverName: 'main' })
        })
      ).status
    ).toBe(200)
    const mint = () => shop.post('/api/server/players/fivem:5555/login-token', { serverName: 'main' }, asServer)
    const tokens: string[] = []
    for (let count = 0; count < 10; count += 1) tokens.push(((await (await mint()).json()) as { token: string }).token)
    await blockedFor(await mint())
    const { sessionToken } = gameLoginResponseSchema.parse(await (await shop.post(`/api/loginGame?token=${tokens[0]}`, '')).json())
    const websiteLink = () => shop.post('/api/websiteLoginToken', {}, { authorization: `Bearer ${sessionToken}` })
    await blockedFor(await websiteLink())
    shop.setNow(Date.parse('2026-11-21T10:01:01Z'))
    expect((await websiteLink()).status).toBe(200)
    shop.setNow(Date.parse('2026-11-21T10:00:00Z'))
  })
})

describe('a product description from the catalogue import', () => {
  it('is cleaned of scripts, handlers and javascript:/data: links before any player sees it', async () => {
    const validation = validateCatalogue(
      demoCatalogueWith((product) => (product.id === 201 ? { ...product, description: HOSTILE_DESCRIPTION } : product))
    )
    expect(validation.ok).toBe(true)
    if (!validation.ok) return
    await applyCatalogue(db, validation.catalogue)
    const { shopData } = shopVerResponseSchema.parse(await (await shop.get('/api/shopVer')).json())
    const description = shopData?.products.find((product) => product.id === 201)?.description ?? ''
    expect(description).toContain('<p>Bien <strong>équipé</strong>.</p>')
    expect(description).toContain('href="https://wiki.example/objet"')
    for (const forbidden of [/<script/i, /<img/i, /<svg/i, /<iframe/i, /<form/i, /\son\w+=/i, /javascript:/i, /data:/i, /style=/i]) {
      expect(description).not.toMatch(forbidden)
    }
  })
})

describe('where the shop may send a player', () => {
  const SHOP = 'https://boutique.example.fr'
  const HOSTILE = [
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    ' //evil.example',
    'https://evil.example',
    'https:evil.example',
    'http://checkout.tebex.io/x',
    'https://checkout.tebex.io.evil.example/',
    'https://evil.example#@checkout.tebex.io',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example'
  ]
  const leavesTo = (target: string) => new URL(target, `${SHOP}/page`)

  it('/redirecting follows only the shop and the store provider, over https', () => {
    for (const target of HOSTILE) {
      if (!isAllowedRedirect(target, SHOP)) continue
      // Encoded forms stay paths of the shop.
      expect(leavesTo(target).origin, target).toBe(SHOP)
    }
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string(), fc.constantFrom(...HOSTILE)),
        (target) => {
          if (!isAllowedRedirect(target, SHOP)) return
          const url = leavesTo(target)
          expect(url.origin === SHOP || (url.protocol === 'https:' && url.hostname.endsWith('tebex.io')), target).toBe(true)
        }
      ),
      { numRuns: 2_000 }
    )
  })

  it('customRedirect, restorePage and previousPage become paths of the shop only', () => {
    for (const target of HOSTILE) expect(leavesTo(safeLocalPath(target)).origin, target).toBe(SHOP)
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.constantFrom(...HOSTILE).map((target) => `${target}${'/x'}`)
        ),
        (target) => {
          const path = safeLocalPath(target)
          expect(path.startsWith('/') && leavesTo(path).origin === SHOP, `${JSON.stringify(target)} → ${path}`).toBe(true)
        }
      ),
      { numRuns: 2_000 }
    )
  })

  it('the service refuses off-site restorePage (forum login) and previousPage (Discord link) outright', async () => {
    const cookie = sessionOf(await login('Lucas_Martin', DEMO_PASSWORD))
    for (const target of HOSTILE.filter((one) => !one.startsWith('/') || /^\/[\\/\t]/.test(one))) {
      expect((await shop.post('/api/cfxlogin/start', { restorePage: target })).status, target).toBe(400)
      expect((await shop.post('/api/linkDiscord/start', { previousPage: target }, { cookie })).status, target).toBe(400)
    }
  })
})

describe('security headers', () => {
  async function appWithPages(overrides: Partial<Config> = {}) {
    const staticFiles = await loadStaticFiles(join(REPO_ROOT, 'dist/web'))
    const config = { ...getConfig({}), ...overrides }
    return createApp({ config, db, shopData: createShopDataCache(db), now: Date.now, staticFiles })
  }
  const directives = (policy: string | null) =>
    Object.fromEntries((policy ?? '').split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]))

  it('pages: a CSP allowing only the shop, its store provider and the game, plus nosniff and a referrer policy', async () => {
    const app = await appWithPages()
    const page = await app.request('/armes')
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const csp = directives(page.headers.get('content-security-policy'))
    expect(csp).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", 'http://localhost'],
      'frame-src': ["'self'", 'http://localhost'],
      'form-action': ["'self'", 'http://localhost'],
      'frame-ancestors': ["'self'", 'https://cfx-nui-boutique', 'nui://game'],
      'base-uri': ["'self'"],
      'object-src': ["'none'"]
    })
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(page.headers.get('x-frame-options')).toBeNull()
  })

  it('follow the configuration: the real store provider, the resource name, the badge and image hosts', async () => {
    const app = await appWithPages({
      publicUrl: 'https://boutique.example.fr',
      nuiResourceName: 'ma-boutique',
      rankBadgeUrl: 'https://cdn.example.fr/rangs/{rank}.png',
      forum: { ...getConfig({}).forum, url: 'https://forum.cfx.re' },
      storeProvider: getConfig({ TEBEX_PUBLIC_TOKEN: 'abc-123', TEBEX_WEBHOOK_SECRET: 'x'.repeat(20) }).storeProvider
    })
    const csp = directives((await app.request('/')).headers.get('content-security-policy'))
    expect(csp['frame-src']).toEqual(["'self'", 'https://pay.tebex.io'])
    expect(csp['form-action']).toEqual(["'self'", 'https://pay.tebex.io'])
    expect(csp['connect-src']).toEqual(["'self'", 'https://headless.tebex.io'])
    expect(csp['frame-ancestors']).toEqual(["'self'", 'https://cfx-nui-ma-boutique', 'nui://game'])
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://cdn.example.fr', 'https://forum.cfx.re'])
    expect(csp['script-src']).toEqual(["'self'"])
    expect(getConfig({ NUI_RESOURCE_NAME: 'ma-boutique' }).nuiResourceName).toBe('ma-boutique')
    // A CSP host cannot hold `*` or `_` there: such a name would frame nothing, so it is refused at start.
    for (const name of ['cfx-nui-*', 'ma_boutique', 'a b'])
      expect(() => getConfig({ NUI_RESOURCE_NAME: name })).toThrow(/NUI_RESOURCE_NAME/)
  })

  it('catalogue images: a host that would add a CSP directive is refused at import; the CSP takes plain origins only', async () => {
    const withImage = (image: string) =>
      validateCatalogue(demoCatalogueWith((product) => (product.id === 201 ? { ...product, images: [image] } : product)))
    for (const image of [
      'https://img.example;sandbox/a.png',
      "https://img.example'unsafe-eval'/a.png",
      'https://img.example,x/a.png',
      'https://user@img.example/a.png',
      'http://img.example/a.png'
    ]) {
      const validation = withImage(image)
      expect(validation.ok, image).toBe(false)
      if (!validation.ok) expect(validation.rejections[0]?.reason, image).toMatch(/images/)
    }
    expect(withImage('https://img.example.fr:8443/a.png').ok).toBe(true)

    // Written straight into the database, past the import: the policy still lists only parsed plain origins.
    const { rows } = await db.query<{ images: string[] }>('select images from products where id = 201')
    const images = ['https://img.example;sandbox/a.png', 'https://cdn.images.example:8443/b.png']
    await db.query('update products set images = $1 where id = 201', [JSON.stringify(images)])
    try {
      const policy = (await (await appWithPages()).request('/')).headers.get('content-security-policy') ?? ''
      expect(directives(policy)['img-src']).toContain('https://cdn.images.example:8443')
      expect(policy).not.toMatch(/sandbox/)
    } finally {
      await db.query('update products set images = $1 where id = 201', [JSON.stringify(rows[0]?.images)])
    }
  })

  it('API answers and files that are no page: nothing may run or load in them', async () => {
    const app = await appWithPages()
    for (const path of ['/api/config', '/api/whoAmI', '/api/nope', '/healthz', '/logo.svg']) {
      const response = await app.request(path)
      expect(response.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'self' https://cfx-nui-boutique nui://game"
      )
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
    }
  })

  it('the built pages hold no inline script, so script-src needs no unsafe-inline', async () => {
    for (const file of ['dist/web/index.html', 'dist/boutique/html/host.html', 'dist/boutique/html/shop/index.html']) {
      const html = await readFile(join(REPO_ROOT, file), 'utf8')
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      expect(scripts.length, file).toBeGreaterThan(0)
      for (const [, attributes = '', body = ''] of scripts) {
        expect(attributes, file).toMatch(/\ssrc="[^"]+"/)
        expect(body.trim(), file).toBe('')
      }
      expect(html, file).not.toMatch(/\son[a-z]+\s*=/i)
      expect(html, file).not.toMatch(/javascript:/i)
    }
  })
})

describe('bodies', () => {
  it('a body over 64 KiB is refused with 413 before any route reads it, declared or streamed', async () => {
    const big = JSON.stringify({ username: 'Lucas_Martin', password: 'x'.repeat(70 * 1024) })
    const declared = await shop.post('/api/login', big, { 'content-type': 'application/json' })
    expect(declared.status).toBe(413)
    expect(await declared.json()).toEqual({ error: 'Le corps de la requête est trop volumineux (64 Kio au plus).' })
    const chunks = [big.slice(0, 40_000), big.slice(40_000)]
    const streamed = await shop.app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: new ReadableStream({
        pull(controller) {
          const chunk = chunks.shift()
          if (chunk === undefined) controller.close()
          else controller.enqueue(new TextEncoder().encode(chunk))
        }
      }),
      duplex: 'half'
    } as RequestInit)
    expect(streamed.status).toBe(413)
  })

  it('webhooks may carry up to 1 MiB, no more', async () => {
    const body = JSON.stringify({ id: 'evt-big', type: 'validation.webhook', subject: {}, pad: 'x'.repeat(1100 * 1024) })
    const response = await shop.post('/api/webhooks/tebex', body, {
      'content-type': 'application/json',
      'x-signature': webhookSignature(DEMO_TEBEX_WEBHOOK_SECRET, body)
    })
    expect(response.status).toBe(413)
  })
})

describe('secrets', () => {
  const SECRETS = {
    SHOP_SERVER_KEY: 'serveur-'.padEnd(48, '7'),
    TEBEX_WEBHOOK_SECRET: 'webhook-secret-'.padEnd(40, '9'),
    DISCORD_CLIENT_SECRET: 'discord-secret-'.padEnd(40, '5')
  }

  it('never appear in the host’s output, nor its answers, while players log in, buy, link and pay', async () => {
    const host = await startWebHost({ env: { SHOP_DEMO: 'true', ...SECRETS } })
    const answers: string[] = []
    const keep = async (pending: Promise<Response>) => {
      const response = await pending
      answers.push(JSON.stringify([...response.headers]), await response.text())
      return response
    }
    try {
      const player = await playerFromGame(host.url, SECRETS.SHOP_SERVER_KEY, 1, 5_000)
      const asPlayer = { authorization: `Bearer ${player.sessionToken}`, gameServer: 'main' }
      const login = await keep(callHost(host.url, 'POST', '/api/login', { username: 'Lucas_Martin', password: DEMO_PASSWORD }))
      await keep(callHost(host.url, 'POST', '/api/login', { username: 'Lucas_Martin', password: 'mot-de-passe-faux' }))
      const bought = await keep(
        callHost(
          host.url,
          'POST',
          '/api/buyProducts',
          { characterDbId: player.characterId, products: { '201': { amount: 1, isFromDailyShop: false } } },
          asPlayer
        )
      )
      expect(bought.status).toBe(200)
      // The Discord link's code exchange sends the client secret: a refused code must not print it.
      const started = await keep(callHost(host.url, 'POST', '/api/linkDiscord/start', { previousPage: '/' }, asPlayer))
      const state = new URL(JSON.parse(answers.at(-1) ?? '{}').authorizeUrl ?? 'http://x').searchParams.get('state')
      expect(started.status).toBe(200)
      expect(
        (await keep(callHost(host.url, 'POST', '/api/linkDiscord', { code: 'code-inconnu', state }, asPlayer))).status
      ).toBeGreaterThanOrEqual(400)
      await keep(callHost(host.url, 'GET', '/api/config'))
      const forged = await keep(
        callHost(
          host.url,
          'POST',
          '/api/server/players/fivem:800001/credit',
          { amount: 1, reason: 'x' },
          { authorization: `Bearer ${SECRETS.SHOP_SERVER_KEY}x` }
        )
      )
      expect(forged.status).toBe(401)
      const event = JSON.stringify({ id: 'evt-secret', type: 'validation.webhook', subject: {} })
      const signed = await keep(
        callHost(host.url, 'POST', '/api/webhooks/tebex', JSON.parse(event), {
          'x-signature': webhookSignature(SECRETS.TEBEX_WEBHOOK_SECRET, event)
        })
      )
      expect(signed.status).toBe(200)
      expect(
        (await keep(callHost(host.url, 'POST', '/api/webhooks/tebex', JSON.parse(event), { 'x-signature': 'f'.repeat(64) }))).status
      ).toBe(403)
      const sessionId = sessionOf(login).split('=')[1] ?? ''
      expect(sessionId.length).toBeGreaterThan(20)
      const output = host.output()
      for (const secret of [...Object.values(SECRETS), DEMO_PASSWORD, sessionId, player.sessionToken]) {
        expect(output.includes(secret), 'a secret in the log').toBe(false)
      }
      for (const secret of Object.values(SECRETS))
        expect(
          answers.some((answer) => answer.includes(secret)),
          'a secret in an answer'
        ).toBe(false)
    } finally {
      await host.stop()
    }
  }, 60_000)
})
