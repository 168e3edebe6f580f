import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { siteInScratch, startNginxSample, throughNginx, throwawayCertificate, writeNginxConfig } from '../support/nginx-sample.ts'
import { waitFor } from '../support/wait-for.ts'
import { REPO_ROOT, startWebHost } from '../support/web-host.ts'

const run = promisify(execFile)
const DEPLOY = join(REPO_ROOT, 'docs/deploy')
const NGINX = '/usr/sbin/nginx'
const OPENSSL = '/usr/bin/openssl'
const SYSTEMD_ANALYZE = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((path) => existsSync(path))

// Checked where a checker is installed (.ci/run installs nginx-light); otherwise skipped, and the reason said.
const nginxMissing = !existsSync(NGINX) || !existsSync(OPENSSL)
const systemdMissing = SYSTEMD_ANALYZE === undefined
if (nginxMissing) console.warn(`deploy files: nginx site not checked, ${existsSync(NGINX) ? OPENSSL : NGINX} is not installed`)
if (systemdMissing) console.warn('deploy files: systemd unit not checked, systemd-analyze is not installed')

describe('the sample deployment files', () => {
  let scratch: string
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'boutique-deploy-'))
  })
  afterAll(() => rm(scratch, { recursive: true, force: true }))

  it.skipIf(nginxMissing)(
    'the nginx site passes nginx -t inside a minimal nginx.conf (a throwaway certificate in place of the real one)',
    async () => {
      const config = await writeNginxConfig(scratch, await siteInScratch(scratch, await throwawayCertificate(scratch)))
      const { stderr } = await run(NGINX, ['-t', '-q', '-c', config, '-p', `${scratch}/`])
      expect(stderr).not.toMatch(/\[(emerg|alert|crit|error|warn)\]/)
    }
  )

  it.skipIf(nginxMissing)('nginx with the sample site logs no one-time token, in the request line or the Referer', async () => {
    const host = await startWebHost({ env: { TRUST_PROXY: '1' } })
    const nginx = await startNginxSample(scratch, await throwawayCertificate(scratch), Number(new URL(host.url).port))
    try {
      expect(await throughNginx(nginx.port, 'POST', '/api/loginGame?token=tok-secret-one-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).toBe(401)
      expect(await throughNginx(nginx.port, 'GET', '/loginGame?customRedirect=%2F&token=tok-secret-two')).toBe(200)
      const referer = 'https://boutique.example.fr/loginGame?token=tok-secret-three'
      expect(await throughNginx(nginx.port, 'GET', '/api/config', { referer })).toBe(200)
      expect(await throughNginx(nginx.port, 'GET', '/api/linkDiscord?code=discord-code-secret&state=x')).toBeLessThan(500)
      expect(await throughNginx(nginx.port, 'GET', '/api/shopVer?version=abc123')).toBe(200)
      await waitFor(async () => (await readFile(nginx.accessLog, 'utf8').catch(() => '')).includes('shopVer'), 'the access log written')
      const log = await readFile(nginx.accessLog, 'utf8')
      expect(log).not.toMatch(/tok-secret|discord-code-secret/)
      expect(log).toContain('"POST /api/loginGame?[secret] HTTP/1.1" 401')
      expect(log).toContain('"https://boutique.example.fr/loginGame?[secret]"')
      // Other query strings are kept: they say what was asked.
      expect(log).toContain('GET /api/shopVer?version=abc123 HTTP/1.1')
    } finally {
      await nginx.stop()
      await host.stop()
    }
  })

  it('the README scrapes /metrics where the nginx sample lets it: the host itself, on the machine', async () => {
    const readme = await readFile(join(REPO_ROOT, 'README.md'), 'utf8')
    const site = await readFile(join(DEPLOY, 'nginx-boutique.conf'), 'utf8')
    const target = /static_configs: \[\{ targets: \['([^']+)'\] \}\]/.exec(readme)?.[1]
    expect(target).toBe('127.0.0.1:8080')
    expect(site).toContain(`server ${target};`)
  })

  it.skipIf(systemdMissing)('the systemd unit passes systemd-analyze verify without a warning', async () => {
    const { stderr } = await run(SYSTEMD_ANALYZE ?? '', ['verify', join(DEPLOY, 'boutique.service')]).catch(
      (error: { stderr: string; code: number }) => ({ stderr: `exit ${error.code}: ${error.stderr}` })
    )
    expect(stderr.split('\n').filter((line) => line.includes('boutique.service'))).toEqual([])
  })

  it('the systemd unit starts the host with UMask=0077: what it writes is its own', async () => {
    expect(await readFile(join(DEPLOY, 'boutique.service'), 'utf8')).toMatch(/^UMask=0077$/m)
  })
})
