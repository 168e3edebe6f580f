import { execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import mysql from 'mysql2/promise'

import { freePort } from './free-port.ts'

const run = promisify(execFile)
const INSTALL_DB = '/usr/bin/mariadb-install-db'
const SERVER = '/usr/sbin/mariadbd'
const START_TIMEOUT_MS = 60_000

export interface MariaDbServer {
  port: number
  /** A new empty database and a connection to it (mysql2, the driver oxmysql uses). */
  database(name: string): Promise<mysql.Connection>
  stop(): Promise<void>
}

/**
 * A throwaway MariaDB (Debian's mariadb-server: `.ci/run` installs it) in a temp folder, on its own port and socket,
 * like tests/support/postgres-cluster.ts does for PostgreSQL. Root without a password, loopback only.
 */
export async function startMariaDb(): Promise<MariaDbServer> {
  if (!existsSync(SERVER) || !existsSync(INSTALL_DB))
    throw new Error('MariaDB server binaries not found: apt-get install -y mariadb-server')
  const dir = await mkdtemp(join(tmpdir(), 'boutique-mariadb-'))
  const dataDir = join(dir, 'data')
  const asRoot = process.getuid?.() === 0 ? ['--user=root'] : []
  await run(
    INSTALL_DB,
    ['--no-defaults', `--datadir=${dataDir}`, ...asRoot, '--auth-root-authentication-method=normal', '--skip-test-db'],
    {
      timeout: START_TIMEOUT_MS
    }
  )
  const port = await freePort()
  const server = spawn(
    SERVER,
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--socket=${join(dir, 'mariadb.sock')}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      ...asRoot,
      '--skip-log-bin',
      '--innodb-buffer-pool-size=32M',
      '--innodb-flush-log-at-trx-commit=0',
      `--log-error=${join(dir, 'error.log')}`
    ],
    { stdio: 'ignore' }
  )
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM')
    await exited
    await rm(dir, { recursive: true, force: true })
  }
  try {
    await waitForServer(port, () => server.exitCode !== null)
  } catch (failure) {
    const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '(no error log)')
    await stop()
    throw new Error(`MariaDB did not start: ${(failure as Error).message}\n${log.split('\n').slice(-20).join('\n')}`, { cause: failure })
  }
  const connect = (database?: string) => mysql.createConnection({ host: '127.0.0.1', port, user: 'root', database })
  return {
    port,
    async database(name) {
      if (!/^test_\w+$/.test(name)) throw new Error(`refusing database name ${name}`)
      const admin = await connect()
      await admin.query(`CREATE DATABASE \`${name}\``)
      await admin.end()
      return connect(name)
    },
    stop
  }
}

async function waitForServer(port: number, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  for (;;) {
    if (hasExited()) throw new Error('mariadbd exited')
    try {
      const connection = await mysql.createConnection({ host: '127.0.0.1', port, user: 'root' })
      await connection.end()
      return
    } catch (failure) {
      if (Date.now() > deadline) throw failure
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}
