import { chmod, lstat, mkdir, readdir } from 'node:fs/promises'
import { join } from 'node:path'

/** What this process creates from now on: its owner's only, whatever umask it was started with. */
const OWNER_ONLY_UMASK = 0o077
const GROUP_AND_OTHERS = 0o077

/**
 * The data folder holds password and session hashes (the embedded database's tables and its WAL): owner-only
 * at every start, whatever the umask. Group and others lose every right on DATA_DIR and on everything under it
 * (links are not followed): what an older version or a hand-made folder left open, and the files PGlite makes,
 * which it creates 0666 whatever the umask. The process umask 077 makes every new folder 0700, so a file PGlite
 * makes while the host runs sits in folders only the owner may enter, until the next start closes it too.
 */
export async function keepDataDirOwnerOnly(dataDir: string): Promise<void> {
  process.umask(OWNER_ONLY_UMASK)
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  await ownerOnlyTree(dataDir)
}

async function ownerOnlyTree(path: string): Promise<void> {
  const info = await lstat(path)
  if (info.isSymbolicLink()) return
  if ((info.mode & GROUP_AND_OTHERS) !== 0) await chmod(path, info.mode & 0o7700 & ~GROUP_AND_OTHERS)
  if (!info.isDirectory()) return
  for (const entry of await readdir(path)) await ownerOnlyTree(join(path, entry))
}
