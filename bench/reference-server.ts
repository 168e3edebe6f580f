import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'

import { REPO_ROOT } from '../tests/support/web-host.ts'
import { REFERENCE_OUT } from './reference-build.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg'
}

export interface ReferenceServer {
  url: string
  stop(): Promise<void>
}

/**
 * Serves the reference build like the web host serves ours (precompressed files, immutable hashed
 * assets, index.html for app routes) with the same shop data and images, so first paints compare.
 */
export async function startReferenceServer(shopVerBody: Buffer): Promise<ReferenceServer> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://reference')
    if (url.pathname === '/api/shopVer') {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': shopVerBody.length })
      response.end(shopVerBody)
      return
    }
    void sendFile(url.pathname, request.headers['accept-encoding'] ?? '').then(
      ({ status, headers, body }) => response.writeHead(status, headers).end(body),
      () => response.writeHead(500).end()
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  return { url: `http://127.0.0.1:${port}`, stop: () => closeServer(server) }
}

async function sendFile(pathname: string, accepted: string): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  const isAsset = /\.[a-z0-9]+$/i.test(safe)
  const file = !isAsset
    ? join(REFERENCE_OUT, 'index.html')
    : safe.startsWith('/media/')
      ? join(REPO_ROOT, 'dist/web', safe)
      : join(REFERENCE_OUT, safe)
  const headers: Record<string, string> = {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': safe.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding'
  }
  const encoded = /\bbr\b/.test(accepted) ? await readFile(`${file}.br`).catch(() => undefined) : undefined
  if (encoded) headers['content-encoding'] = 'br'
  const body = encoded ?? (await readFile(file).catch(() => undefined))
  if (!body) return { status: 404, headers: { 'content-type': 'text/plain' }, body: Buffer.from('not found') }
  headers['content-length'] = String(body.length)
  return { status: 200, headers, body }
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(() => resolve()))
}
