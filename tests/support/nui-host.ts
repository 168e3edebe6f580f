import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:https'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { promisify } from 'node:util'

import { REPO_ROOT } from './web-host.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml'
}

export interface NuiHost {
  /** The resource's page origin in game. */
  origin: string
  /** Chromium switches sending https://cfx-nui-<resource> and the NUI callback host https://<resource> here. */
  browserArgs: string[]
  /** Every NUI callback the page made, as `name` and parsed body. */
  callbacks: { name: string; body: unknown }[]
  stop(): Promise<void>
}

/**
 * The game's side of NUI, standing in for https://cfx-nui-boutique: the built resource folder served
 * over HTTPS (a throwaway certificate) on its own port, and https://boutique/<callback> recording the
 * NUI callbacks the way the client script answers them.
 */
export async function startNuiHost(resource = 'boutique', resourceDir = 'dist/boutique'): Promise<NuiHost> {
  const folder = join(REPO_ROOT, resourceDir)
  const dir = await mkdtemp(join(tmpdir(), 'boutique-nui-'))
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    `/CN=cfx-nui-${resource}`,
    '-addext',
    `subjectAltName=DNS:cfx-nui-${resource},DNS:${resource}`,
    '-keyout',
    join(dir, 'key.pem'),
    '-out',
    join(dir, 'cert.pem')
  ])
  const callbacks: NuiHost['callbacks'] = []
  const server = createServer(
    { key: await readFile(join(dir, 'key.pem')), cert: await readFile(join(dir, 'cert.pem')) },
    (request, response) => {
      const url = new URL(request.url ?? '/', `https://${request.headers.host}`)
      if (url.hostname === resource) {
        // CORS is off in NUI; a stock Chromium asks first.
        response.setHeader('access-control-allow-origin', '*')
        response.setHeader('access-control-allow-headers', 'content-type')
        if (request.method === 'OPTIONS') return void response.end()
        let body = ''
        request.on('data', (chunk: Buffer) => (body += chunk.toString()))
        request.on('end', () => {
          callbacks.push({ name: url.pathname.slice(1), body: body ? JSON.parse(body) : undefined })
          response.setHeader('content-type', 'application/json')
          response.end(JSON.stringify({ ok: true }))
        })
        return
      }
      const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '')
      readFile(join(folder, path)).then(
        (file) => {
          response.setHeader('content-type', TYPES[extname(path)] ?? 'application/octet-stream')
          response.end(file)
        },
        () => {
          response.statusCode = 404
          response.end('not found')
        }
      )
    }
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  return {
    origin: `https://cfx-nui-${resource}`,
    browserArgs: [
      `--host-resolver-rules=MAP cfx-nui-${resource}:443 127.0.0.1:${port},MAP ${resource}:443 127.0.0.1:${port}`,
      '--ignore-certificate-errors'
    ],
    callbacks,
    stop: async () => {
      await closeServer(server)
      await rm(dir, { recursive: true, force: true })
    }
  }
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(() => resolve()))
}
