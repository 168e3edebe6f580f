import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'

import { freePort } from '../tests/support/free-port.ts'
import { NGINX, runNginx, sampleSite } from '../tests/support/nginx-sample.ts'

/** Debian's own nginx.conf (bookworm's nginx-light) around the site: a worker per core, 768 connections each. */
const DEBIAN_MAIN = 'worker_processes auto;\nevents { worker_connections 768; }'

export const nginxInstalled = (): boolean => existsSync(NGINX)

/** nginx with the sample site in front of hosts: its URL, and its workers' pids (they do its work). */
export interface NginxFront {
  url: string
  workerPids: number[]
  stop(): Promise<void>
}

/**
 * The sample site (docs/deploy/nginx-boutique.conf) as an operator installs it, in front of the hosts at `upstreamUrls`,
 * but on plain HTTP like every other server of the bench: TLS would cost every server the same handshakes.
 */
export async function startNginxFront(upstreamUrls: string[]): Promise<NginxFront> {
  const scratch = await mkdtemp(join(tmpdir(), 'boutique-bench-nginx-'))
  const port = await freePort()
  const upstreams = upstreamUrls.map((url) => Number(new URL(url).port))
  const site = await sampleSite(scratch, undefined, { upstreams, http: await freePort(), https: port })
  const nginx = await runNginx(scratch, site, port, DEBIAN_MAIN)
  return {
    url: `http://127.0.0.1:${port}`,
    workerPids: await workersOf(nginx.pid),
    async stop() {
      await nginx.stop()
      await rm(scratch, { recursive: true, force: true })
    }
  }
}

/** nginx's worker processes under `masterPid`, once all are started (one per core: worker_processes auto). */
async function workersOf(masterPid: number): Promise<number[]> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const workers = childrenOf(masterPid).filter((pid) => commandOf(pid).includes('worker process'))
    if (workers.length >= availableParallelism()) return workers
    await delay(20)
  }
  throw new Error('bench: nginx did not start a worker per core')
}

function childrenOf(pid: number): number[] {
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()
  return text === '' ? [] : text.split(' ').map(Number)
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return ''
  }
}
