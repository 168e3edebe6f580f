import { execFile, spawn } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
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
 * The sample site (docs/deploy/nginx-boutique.conf) as the docs ship it, but on free loopback ports in front of the host
 * at `upstreamPort`, its certificate and access log in `scratch`: everything else as an operator installs it.
 */
export async function sampleSite(
  scratch: string,
  certificate: { cert: string; key: string },
  ports: { upstream: number; http: number; https: number }
) {
  return (await readFile(SITE, 'utf8'))
    .replace('/etc/letsencrypt/live/boutique.example.fr/fullchain.pem', certificate.cert)
    .replace('/etc/letsencrypt/live/boutique.example.fr/privkey.pem', certificate.key)
    .replace('/var/log/nginx/boutique.access.log', join(scratch, 'boutique.access.log'))
    .replace('server 127.0.0.1:8080;', `server 127.0.0.1:${ports.upstream};`)
    .replace(/^\s*listen \[::\]:\d+( ssl)?;\n/gm, '')
    .replace(/listen 80;/, `listen 127.0.0.1:${ports.http};`)
    .replace(/listen 443 ssl;/, `listen 127.0.0.1:${ports.https} ssl;`)
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
  const ports = { upstream: upstreamPort, http: await freePort(), https: await freePort() }
  await writeFile(join(scratch, 'site.conf'), await sampleSite(scratch, certificate, ports))
  const wrapper = `pid ${join(scratch, 'nginx.pid')};\nerror_log stderr;\nevents {}\nhttp {\n  include ${join(scratch, 'site.conf')};\n}\n`
  await writeFile(join(scratch, 'nginx.conf'), wrapper)
  const child = spawn(NGINX, ['-c', join(scratch, 'nginx.conf'), '-p', `${scratch}/`, '-g', 'daemon off;'], { stdio: 'ignore' })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  await waitFor(() => accepts(ports.https), `nginx listening on ${ports.https}`)
  return {
    port: ports.https,
    accessLog: join(scratch, 'boutique.access.log'),
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT')
      await exited
    }
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

/** One HTTPS request to the sample site as boutique.example.fr (its throwaway certificate is not checked): the status. */
export function throughNginx(port: number, method: string, path: string, headers: Record<string, string> = {}): Promise<number> {
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
        incoming.resume()
        incoming.on('end', () => resolve(incoming.statusCode ?? 0))
      }
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}
