import { spawn, type ChildProcess } from 'node:child_process'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { freePort } from './free-port.ts'

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SERVER_ENTRY = join(REPO_ROOT, 'dist/server/main.mjs')

/**
 * Node's options for the built host and commands the tests start: V8 compiles PGlite's WebAssembly (9 MB) with its
 * baseline compiler only, without optimising its hot functions again in the background. That changes nothing the
 * host does, and spares each of the run's few hundred short-lived hosts about 0.7 s of CPU (a host start and
 * 360 requests: 1.7 s + 2.2 s instead of 2.2 s + 2.4 s on 2 cores). The bench starts its hosts as production does
 * (`nodeArgs`, bench/).
 */
export const TEST_NODE_ARGS = ['--liftoff-only']

export interface WebHost {
  url: string
  dataDir: string
  process: ChildProcess
  output(): string
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>
}

export interface WebHostOptions {
  env?: Record<string, string>
  dataDir?: string
  /** Node's own options before the entry (the bench's `--cpu-prof`); TEST_NODE_ARGS unless given. */
  nodeArgs?: string[]
  /** A port of its own (a host restarted where its clients expect it); a free one by default. */
  port?: number
  /** The umask the host starts with (e.g. '000'), set by a shell that then runs it: the default inherits the runner's. */
  umask?: string
}

/** The built web host (dist/server) as a real process on a free port, with a fresh data folder. */
export async function startWebHost(options: WebHostOptions = {}): Promise<WebHost> {
  const port = options.port ?? (await freePort())
  const ownDataDir = options.dataDir === undefined
  const dataDir = options.dataDir ?? (await freshDataDir(options.env ?? {}))
  const args = [...(options.nodeArgs ?? TEST_NODE_ARGS), SERVER_ENTRY]
  const [command, argv] = options.umask
    ? ['/bin/sh', ['-c', `umask ${options.umask} && exec "$0" "$@"`, process.execPath, ...args]]
    : [process.execPath, args]
  const child = spawn(command, argv, {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  const url = `http://127.0.0.1:${port}`
  await waitUntilHealthy(url, exited, () => output)
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      const code = await exited
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true })
      return code
    }
  }
}

/** Set by tests/support/host-data-template.ts: a demo data folder made by this build's host. */
export const DATA_TEMPLATE_VARIABLE = 'BOUTIQUE_TEST_DATA_TEMPLATE'

/**
 * A new data folder: a copy of the run's demo template when the host would make the same data
 * (embedded database, demo mode), which spares each host PGlite's first start; empty otherwise.
 */
export async function freshDataDir(env: Record<string, string>): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'boutique-host-'))
  const template = process.env[DATA_TEMPLATE_VARIABLE]
  const sameData = env.DATABASE_URL === undefined && env.SHOP_DEMO !== 'false'
  if (template && sameData) await cp(template, dataDir, { recursive: true })
  return dataDir
}

async function waitUntilHealthy(url: string, exited: Promise<number | null>, output: () => string): Promise<void> {
  let hasExited = false
  void exited.then(() => (hasExited = true))
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`the web host exited at start:\n${output()}`)
    try {
      const response = await fetch(`${url}/healthz`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 100))
  }
  throw new Error(`the web host did not become healthy in 60 s:\n${output()}`)
}
