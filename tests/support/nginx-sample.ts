import { execFile, spawn } from 'node:child_process'
import { chmod, readFile, writeFile } from 'node:fs/promises'
import { request } from 'node:https'
import { connect } from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'

import { freePort } from './free-port.ts'
import { waitFor } from './wait-for.ts'
import { REPO_ROOT } from './web-host.ts'

const run = promisify(execFile)
export const NGINX = '/usr/sbin/nginx'
export const OPENSSL = '/usr/bin/openssl'
const SITE = join(REPO_ROOT, 'docs/deploy/nginx-boutique.conf')

export interface NginxSample {
  /** HTTPS on 127.0.0.1 with the sample's throwaway certificate. */
  port: number
  accessLog: string
  stop(): Promise<void>
}

/**
 * The sample site (docs/deploy/nginx-boutique.conf) as the docs ship it, but with the machine's paths (certificate,
 * access log, cache folder) in `scratch`: what an operator's `nginx -t` reads.
 */
export async function siteInScratch(scratch: string, certificate: { cert: string; key: string }): Promise<string> {
  return (await readFile(SITE, 'utf8'))
    .replace('/etc/letsencrypt/live/boutique.example.fr/fullchain.pem', certificate.cert)
    .replace('/etc/letsencrypt/live/boutique.example.fr/privkey.pem', certificate.key)
    .replace('/var/log/nginx/boutique.access.log', join(scratch, 'boutique.access.log'))
    .replace('/var/lib/nginx/boutique-cache', join(scratch, 'boutique-cache'))
}

/**
 * The sample site in `scratch` (siteInScratch), on free loopback ports in front of the hosts on `ports.upstreams` (a
 * server line each). With no certificate its HTTPS server listens on plain HTTP (the bench: TLS would cost every server
 * it measures the same handshakes).
 */
export async function sampleSite(
  scratch: string,
  certificate: { cert: string; key: string } | undefined,
  ports: { upstreams: number[]; http: number; https: number }
): Promise<string> {
  const servers = ports.upstreams.map((port) => `server 127.0.0.1:${port};`).join('\n    ')
  const listen = `listen 127.0.0.1:${ports.https}${certificate ? ' ssl' : ''};`
  const site = (await siteInScratch(scratch, certificate ?? { cert: '', key: '' }))
    .replace('server 127.0.0.1:8080;', servers)
    .replace(/^\s*listen \[::\]:\d+( ssl)?;\n/gm, '')
    .replace(/^\s*ssl_\w+ .*;\n/gm, (line) => (certificate ? line : ''))
    .replace('listen 80;', `listen 127.0.0.1:${ports.http};`)
    .replace('listen 443 ssl;', listen)
  if (!site.includes(servers) || !site.includes(listen))
    throw new Error('docs/deploy/nginx-boutique.conf no longer reads as tests/support/nginx-sample.ts expects')
  return site
}

/** A self-signed certificate for boutique.example.fr, valid one day, in `scratch`. */
export async function throwawayCertificate(scratch: string): Promise<{ cert: string; key: string }> {
  const certificate = { cert: join(scratch, 'cert.pem'), key: join(scratch, 'key.pem') }
  const subject = ['-subj', '/CN=boutique.example.fr']
  await run(OPENSSL, [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    certificate.key,
    '-out',
    certificate.cert,
    '-days',
    '1',
    ...subject
  ])
  return certificate
}

/** nginx in the foreground with the sample site in front of the host at `upstreamPort`; stopped by its own pid. */
export async function startNginxSample(
  scratch: string,
  certificate: { cert: string; key: string },
  upstreamPort: number
): Promise<NginxSample> {
  const ports = { upstreams: [upstreamPort], http: await freePort(), https: await freePort() }
  const nginx = await runNginx(scratch, await sampleSite(scratch, certificate, ports), ports.https)
  return { port: ports.https, accessLog: join(scratch, 'boutique.access.log'), stop: nginx.stop }
}

/**
 * nginx in the foreground with `site` inside a minimal nginx.conf in `scratch` (`main`: its main and events
 * directives), once it accepts on `port`. `pid`: its master's.
 */
export async function runNginx(
  scratch: string,
  site: string,
  port: number,
  main = 'events {}'
): Promise<{ pid: number; stop(): Promise<void> }> {
  const config = await writeNginxConfig(scratch, site, main)
  // nginx's workers (nobody, under root) write the cache inside `scratch`: they must be able to pass through it.
  await chmod(scratch, 0o711)
  const child = spawn(NGINX, ['-c', config, '-p', `${scratch}/`, '-g', 'daemon off;'], { stdio: 'ignore' })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  await waitFor(() => accepts(port), `nginx listening on ${port}`)
  return {
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT')
      await exited
    }
  }
}

/** `site` inside a minimal nginx.conf in `scratch` (`main`: its main and events directives): that nginx.conf's path. */
export async function writeNginxConfig(scratch: string, site: string, main = 'events {}'): Promise<string> {
  await writeFile(join(scratch, 'site.conf'), site)
  const config = join(scratch, 'nginx.conf')
  await writeFile(
    config,
    `pid ${join(scratch, 'nginx.pid')};\nerror_log stderr;\n${main}\nhttp {\n  include ${join(scratch, 'site.conf')};\n}\n`
  )
  return config
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

/** A header given as a list is sent as that many lines, as an attacker may. */
export type RequestHeaders = Record<string, string | string[]>

export interface NginxAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** One HTTPS request to the sample site as boutique.example.fr (its throwaway certificate is not checked): the status. */
export async function throughNginx(port: number, method: string, path: string, headers: RequestHeaders = {}): Promise<number> {
  return (await answerThroughNginx(port, method, path, headers)).status
}

/** The same request as throughNginx: the whole answer. */
export function answerThroughNginx(port: number, method: string, path: string, headers: RequestHeaders = {}): Promise<NginxAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        servername: 'boutique.example.fr',
        rejectUnauthorized: false,
        headers: { host: 'boutique.example.fr', ...headers }
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') })
        )
      }
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}
