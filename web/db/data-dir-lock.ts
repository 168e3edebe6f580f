import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError'
}

/**
 * The embedded database belongs to one process at a time: a second one writing the
 * same folder would corrupt it. A lock file with our pid says who owns it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = join(dataDir, 'boutique.lock')
  try {
    await writeFile(lockPath, String(process.pid), { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const owner = Number(await readFile(lockPath, 'utf8').catch(() => ''))
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new DataDirBusyError(`La base embarquée ${dataDir} est déjà ouverte par le processus ${owner} : arrêtez-le d'abord.`)
    }
    await writeFile(lockPath, String(process.pid))
  }
  return () => rm(lockPath, { force: true })
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
