// The resource's zip, written by yazl: deflate at level 9 (node's zlib), UTF-8 names, one fixed date and
// files in name order, so the same files always give the same archive.
import { createWriteStream } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { pipeline } from 'node:stream/promises'

import yazl from 'yazl'

// DOS dates hold local time: noon keeps 1980-01-01 (their first day) under any time zone.
const ENTRY_OPTIONS = { mtime: new Date(1980, 0, 1, 12), compressionLevel: 9, forceDosTimestamp: true }

/** Zips every file of `dir` under the folder name `prefix` into `zipPath`; returns the archive's size. */
export async function writeZip(dir, zipPath, prefix) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const paths = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  const zip = new yazl.ZipFile()
  const written = pipeline(zip.outputStream, createWriteStream(zipPath))
  for (const path of paths) {
    zip.addBuffer(await readFile(path), `${prefix}/${relative(dir, path).split('\\').join('/')}`, ENTRY_OPTIONS)
  }
  zip.end()
  await written
  return (await stat(zipPath)).size
}
