import { execFile } from 'node:child_process'
import { chmod, lstat, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startWebHost } from '../support/web-host.ts'

// Needs the built host: node build.mjs --quiet. Runs as root (it switches to the user nobody).
const run = promisify(execFile)
const asRoot = process.getuid?.() === 0

/** Whether the user nobody may run `command` (a read or a write under DATA_DIR). */
async function nobodyCan(command: string): Promise<boolean> {
  return run('runuser', ['-u', 'nobody', '--', '/bin/sh', '-c', command]).then(
    () => true,
    () => false
  )
}

/** Every path under `root`, the root included, with its permission bits. */
async function modesUnder(root: string): Promise<{ path: string; mode: number }[]> {
  const info = await lstat(root)
  const found = [{ path: root, mode: info.mode & 0o777 }]
  if (!info.isDirectory()) return found
  for (const entry of await readdir(root)) found.push(...(await modesUnder(join(root, entry))))
  return found
}

describe.runIf(asRoot)('the data folder is owner-only whatever the umask', () => {
  let parent: string
  let dataDir: string
  let wal: string

  beforeAll(async () => {
    // A parent anyone may cross, as /var/lib is: only DATA_DIR's own rights may keep nobody out.
    parent = await mkdtemp(join(tmpdir(), 'boutique-perms-'))
    await chmod(parent, 0o755)
    dataDir = join(parent, 'data')
    const first = await startWebHost({ dataDir, umask: '000' })
    expect(await first.stop()).toBe(0)
    const segments = (await readdir(join(dataDir, 'pglite', 'pg_wal'))).filter((name) => /^[0-9A-F]{24}$/.test(name))
    wal = join(dataDir, 'pglite', 'pg_wal', segments[0] ?? 'none')
  }, 120_000)
  afterAll(() => rm(parent, { recursive: true, force: true }))

  it('started with umask 000, the host makes nothing that group or others may use', async () => {
    const open = (await modesUnder(dataDir)).filter((entry) => (entry.mode & 0o077) !== 0)
    expect(open).toEqual([])
  })

  it('a folder left open to all (an older version: 0666 files in 0777 folders) is closed at the next start; nobody reads or writes nothing', async () => {
    await run('chmod', ['-R', 'a+rwX', dataDir])
    // What the review found: the WAL, which holds password hashes, readable and writable by nobody.
    expect(await nobodyCan(`head -c 16 '${wal}' > /dev/null`)).toBe(true)
    const host = await startWebHost({ dataDir, umask: '000' })
    try {
      const entries = await modesUnder(dataDir)
      expect(entries.length).toBeGreaterThan(500)
      expect(entries.filter((entry) => (entry.mode & 0o077) !== 0)).toEqual([])
      expect(await nobodyCan(`head -c 16 '${wal}' > /dev/null`)).toBe(false)
      expect(await nobodyCan(`printf x >> '${wal}'`)).toBe(false)
      expect(await nobodyCan(`ls '${dataDir}/pglite'`)).toBe(false)
      expect(await nobodyCan(`cat '${dataDir}/pglite/global/pg_control' > /dev/null`)).toBe(false)
      expect(await nobodyCan(`touch '${dataDir}/planted'`)).toBe(false)
      // The shop still works on its closed folder.
      expect((await fetch(`${host.url}/api/shopVer?version=abc`)).status).toBe(200)
    } finally {
      expect(await host.stop()).toBe(0)
    }
  })
})
