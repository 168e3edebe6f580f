import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { extname, join, relative, sep } from 'node:path'

export interface StaticFile {
  body: Buffer
  gzip?: Buffer
  brotli?: Buffer
  contentType: string
  etag: string
  /** Hashed names never change content: cache them for a year. */
  immutable: boolean
}

export interface StaticFiles {
  get(urlPath: string): StaticFile | undefined
  readonly index: StaticFile | undefined
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8'
}

const HASHED_NAME = /-[A-Z0-9]{8,}\.[a-z0-9]+$/i
/** esbuild's metafile, written by build.mjs for the bundle budget and the bench: not for visitors. */
const BUILD_METAFILE = '/meta.json'

/**
 * Loads the built bundle into memory once: a few hundred kilobytes, served without
 * touching the disk, with the .gz and .br files build.mjs made beside each one.
 */
export async function loadStaticFiles(root: string): Promise<StaticFiles> {
  const files = new Map<string, StaticFile>()
  const paths = await listFiles(root)
  const available = new Set(paths)
  for (const path of paths) {
    if (path.endsWith('.gz') || path.endsWith('.br')) continue
    const urlPath = `/${relative(root, path).split(sep).join('/')}`
    if (urlPath === BUILD_METAFILE) continue
    const body = await readFile(path)
    files.set(urlPath, {
      body,
      gzip: available.has(`${path}.gz`) ? await readFile(`${path}.gz`) : undefined,
      brotli: available.has(`${path}.br`) ? await readFile(`${path}.br`) : undefined,
      contentType: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
      etag: weakEtag(body),
      immutable: urlPath.startsWith('/assets/') && HASHED_NAME.test(urlPath)
    })
  }
  return { get: (urlPath) => files.get(urlPath), index: files.get('/index.html') }
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    // Not built yet: the API still runs, and pages say how to build.
    if (error.code === 'ENOENT') return []
    throw error
  })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

function weakEtag(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`
}
