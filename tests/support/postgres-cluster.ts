import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

const run = promisify(execFile)

export interface PostgresCluster {
  url: string
  port: number
  stop(): Promise<void>
  /** Stops the server (every connection cut, as an operator's restart does) and starts it again on the same port and data. */
  restart(): Promise<void>
  /** Stops the server and leaves it down (its data kept) until `up`: a database that stopped answering. */
  down(): Promise<void>
  up(): Promise<void>
}

const PG_ROOT = '/usr/lib/postgresql'
const REQUIRED_BINARIES = ['initdb', 'pg_ctl', 'postgres'] as const
const DATABASE_NAME = /^test_[a-z0-9_]+$/
// pg_ctl hands its -o string to /bin/sh, so the socket path inside it must need no quoting.
const SHELL_SAFE_PATH = /^[A-Za-z0-9_./-]+$/
const COMMAND_TIMEOUT_MS = 120_000

interface Runner {
  asPostgresUser: boolean
  cwd: string
}

function hasBinaries(dir: string): boolean {
  return REQUIRED_BINARIES.every((name) => existsSync(join(dir, name)))
}

function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (diff !== 0) return diff
  }
  return 0
}

async function findBinDir(): Promise<string> {
  const fromEnv = process.env['PG_BIN']
  if (fromEnv) {
    if (!hasBinaries(fromEnv)) {
      throw new Error(`PG_BIN=${fromEnv} lacks one of: ${REQUIRED_BINARIES.join(', ')}`)
    }
    return fromEnv
  }
  const versions = existsSync(PG_ROOT) ? await readdir(PG_ROOT) : []
  const candidates = versions.filter((v) => /^\d+(\.\d+)*$/.test(v) && hasBinaries(join(PG_ROOT, v, 'bin'))).sort(compareVersions)
  const newest = candidates.at(-1)
  if (newest === undefined) {
    throw new Error('PostgreSQL server binaries not found: apt-get install -y postgresql')
  }
  return join(PG_ROOT, newest, 'bin')
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('could not pick a free port'))))
    })
  })
}

// Stray PG* variables (PGDATA, PGPORT, ...) could point the tools at someone else's cluster.
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('PG')) env[key] = value
  }
  env['LC_ALL'] = 'C'
  return env
}

async function runPg(runner: Runner, binary: string, args: string[]): Promise<void> {
  const [file, argv] = runner.asPostgresUser ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args]
  await run(file, argv, { cwd: runner.cwd, env: cleanEnv(), timeout: COMMAND_TIMEOUT_MS })
}

async function logTail(logFile: string, lines = 40): Promise<string> {
  try {
    return (await readFile(logFile, 'utf8')).split('\n').slice(-lines).join('\n')
  } catch {
    return '(no server log)'
  }
}

function serverOptions(port: number, dir: string): string {
  return [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200'
  ].join(' ')
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const binDir = await findBinDir()
  const dir = await mkdtemp(join(tmpdir(), 'boutique-pg-'))
  const dataDir = join(dir, 'data')
  const logFile = join(dir, 'log')
  const runner: Runner = { asPostgresUser: process.getuid?.() === 0, cwd: dir }
  const pgCtl = join(binDir, 'pg_ctl')
  let started = false

  const stopServer = async (): Promise<void> => {
    if (started) await runPg(runner, pgCtl, ['-D', dataDir, '-m', 'immediate', 'stop'])
  }

  try {
    if (!SHELL_SAFE_PATH.test(dir)) {
      throw new Error(`temp dir ${dir} contains characters pg_ctl cannot pass safely; set TMPDIR`)
    }
    if (runner.asPostgresUser) await run('chown', ['-R', 'postgres:postgres', dir])
    await runPg(runner, join(binDir, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C'])
    const port = await freePort()
    started = true
    await runPg(runner, pgCtl, ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', serverOptions(port, dir), 'start'])
    let stopping: Promise<void> | undefined
    const stop = (): Promise<void> => {
      stopping ??= stopServer().finally(() => rm(dir, { recursive: true, force: true }))
      return stopping
    }
    const down = () => runPg(runner, pgCtl, ['-D', dataDir, '-m', 'fast', 'stop'])
    const up = () => runPg(runner, pgCtl, ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', serverOptions(port, dir), 'start'])
    const restart = async (): Promise<void> => {
      await down()
      await up()
    }
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop, restart, down, up }
  } catch (error) {
    const log = await logTail(logFile)
    await stopServer().catch(() => undefined)
    await rm(dir, { recursive: true, force: true })
    let reason = error instanceof Error ? error.message : String(error)
    if (runner.asPostgresUser && reason.includes('Permission denied')) {
      reason += `\n(as root the server runs as user postgres, which must be able to reach ${dir}; set TMPDIR)`
    }
    throw new Error(`PostgreSQL cluster failed to start: ${reason}\n--- server log tail ---\n${log}`, {
      cause: error
    })
  }
}

/** A new database named `name`, empty or a copy of the database `template` (which nobody may be connected to). */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  for (const given of template ? [name, template] : [name]) {
    if (!DATABASE_NAME.test(given)) {
      throw new Error(`refusing to create database "${given}": name must match ${String(DATABASE_NAME)}`)
    }
  }
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`)
  } finally {
    await client.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}
