import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'

import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serveStatic } from '../../web/http/serve-static.ts'
import { loadStaticFiles } from '../../web/http/static-files.ts'

describe('the bundle files', () => {
  let root: string
  let app: Hono
  const script = 'console.log("boutique")'.repeat(40)

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'boutique-static-'))
    await mkdir(join(root, 'assets'))
    await writeFile(join(root, 'index.html'), '<!doctype html><div id="root"></div>')
    await writeFile(join(root, 'assets/main-ABCD1234.js'), script)
    await writeFile(join(root, 'assets/main-ABCD1234.js.br'), brotliCompressSync(script))
    await writeFile(join(root, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    app = new Hono().get('*', serveStatic(await loadStaticFiles(root)))
  })
  afterAll(() => rm(root, { recursive: true, force: true }))

  it('caches hashed files for a year, the rest revalidates', async () => {
    const hashed = await app.request('/assets/main-ABCD1234.js')
    expect(hashed.status).toBe(200)
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(hashed.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await hashed.text()).toBe(script)
    const logo = await app.request('/logo.svg')
    expect(logo.headers.get('cache-control')).toBe('no-cache')
  })

  it('sends the precompressed file to a browser that accepts it', async () => {
    const response = await app.request('/assets/main-ABCD1234.js', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(Number(response.headers.get('content-length'))).toBeLessThan(script.length)
  })

  it('answers 304 to a matching ETag', async () => {
    const first = await app.request('/logo.svg')
    const again = await app.request('/logo.svg', { headers: { 'if-none-match': first.headers.get('etag') ?? '' } })
    expect(again.status).toBe(304)
  })

  it('serves index.html for deep links and 404 with the app for unknown pages', async () => {
    for (const path of ['/', '/vehicules/12', '/tokens', '/loginGame']) {
      const response = await app.request(path)
      expect(response.status, path).toBe(200)
      expect(await response.text()).toContain('id="root"')
    }
    const unknown = await app.request('/nulle-part')
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('id="root"')
    expect((await app.request('/assets/absent.js')).status).toBe(404)
    expect((await app.request('/../package.json')).status).toBe(404)
  })
})
