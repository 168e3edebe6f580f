import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { REPO_ROOT } from '../support/web-host.ts'

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
      const certificate = join(scratch, 'cert.pem')
      const key = join(scratch, 'key.pem')
      await run(OPENSSL, [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        certificate,
        '-days',
        '1',
        '-subj',
        '/CN=boutique.example.fr'
      ])
      const site = (await readFile(join(DEPLOY, 'nginx-boutique.conf'), 'utf8'))
        .replace('/etc/letsencrypt/live/boutique.example.fr/fullchain.pem', certificate)
        .replace('/etc/letsencrypt/live/boutique.example.fr/privkey.pem', key)
      await writeFile(join(scratch, 'site.conf'), site)
      const wrapper = `pid ${join(scratch, 'nginx.pid')};\nerror_log stderr;\nevents {}\nhttp {\n  include ${join(scratch, 'site.conf')};\n}\n`
      await writeFile(join(scratch, 'nginx.conf'), wrapper)
      const { stderr } = await run(NGINX, ['-t', '-q', '-c', join(scratch, 'nginx.conf'), '-p', `${scratch}/`])
      expect(stderr).not.toMatch(/\[(emerg|alert|crit|error|warn)\]/)
    }
  )

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
