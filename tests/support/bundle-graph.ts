import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'

import type { Metafile } from 'esbuild'

import { REPO_ROOT } from './web-host.ts'

export interface AssetSize {
  /** As the page asks for it, e.g. /assets/main-ABC.js. */
  url: string
  raw: number
  gzip: number
  brotli: number
}

export interface ModuleShare {
  path: string
  bytes: number
}

export interface InitialAssets {
  js: AssetSize[]
  css: AssetSize[]
  /** Every JS chunk the home route does not load at start (pages and overlays loaded on demand). */
  lazy: AssetSize[]
  /** Style sheets index.html does not link (styles/screens.css: loaded with the first lazy screen). */
  lazyCss: AssetSize[]
  /** The source modules of the initial JS and CSS, largest first, with their minified bytes. */
  largestModules(kind: 'js' | 'css', count: number): ModuleShare[]
}

/**
 * What the home route loads before it can render: the script and style sheet of index.html
 * and every chunk the entry imports statically (esbuild's metafile, dist/web/meta.json).
 */
export async function readInitialAssets(webDir = join(REPO_ROOT, 'dist/web')): Promise<InitialAssets> {
  const html = homePage(await readFile(join(webDir, 'index.html'), 'utf8'))
  const metafile = JSON.parse(await readFile(join(webDir, 'meta.json'), 'utf8')) as Metafile
  const outputKey = (url: string) => relative(REPO_ROOT, join(webDir, url)).split('\\').join('/')
  const urlOf = (key: string) => `/${relative(webDir, join(REPO_ROOT, key)).split('\\').join('/')}`

  const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => outputKey(match[1] ?? ''))
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => outputKey(match[1] ?? ''))
  const initialJs = staticClosure(metafile, scripts)
  const lazyJs = Object.keys(metafile.outputs).filter((key) => key.endsWith('.js') && !initialJs.includes(key))

  const sizes = (keys: string[]) => Promise.all(keys.map(async (key) => assetSize(urlOf(key), await readFile(join(REPO_ROOT, key)))))
  // Built apart from esbuild's entry (scripts/style-sheet-url.mjs), so in the folder but not in the metafile.
  const assetsDir = join(webDir, 'assets')
  const sheets = (await readdir(assetsDir)).filter((name) => name.endsWith('.css')).map((name) => outputKey(`assets/${name}`))
  const lazyCss = sheets.filter((key) => !styles.includes(key))
  const [js, css, lazy, lazySheets] = await Promise.all([sizes(initialJs), sizes(styles), sizes(lazyJs), sizes(lazyCss)])
  return {
    js,
    css,
    lazy: lazy.sort((a, b) => b.gzip - a.gzip),
    lazyCss: lazySheets,
    largestModules: (kind, count) => largestModules(metafile, kind === 'js' ? initialJs : styles, count)
  }
}

function staticClosure(metafile: Metafile, entries: string[]): string[] {
  const seen = new Set<string>()
  const visit = (key: string): void => {
    if (seen.has(key)) return
    const output = metafile.outputs[key]
    if (!output) throw new Error(`meta.json has no output ${key}: is dist/web from one build?`)
    seen.add(key)
    for (const imported of output.imports) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
  }
  entries.forEach(visit)
  return [...seen]
}

function largestModules(metafile: Metafile, outputs: string[], count: number): ModuleShare[] {
  const bytes = new Map<string, number>()
  for (const key of outputs) {
    for (const [path, input] of Object.entries(metafile.outputs[key]?.inputs ?? {})) {
      bytes.set(path, (bytes.get(path) ?? 0) + input.bytesInOutput)
    }
  }
  return [...bytes]
    .map(([path, size]) => ({ path, bytes: size }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count)
}

export function assetSize(url: string, body: Buffer): AssetSize {
  return {
    url,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }).length
  }
}

export function total(assets: AssetSize[]): Omit<AssetSize, 'url'> {
  return assets.reduce((sum, asset) => ({ raw: sum.raw + asset.raw, gzip: sum.gzip + asset.gzip, brotli: sum.brotli + asset.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0
  })
}

/** index.html as the host serves the home route: without the listing pages' links (docs/first-screen.md#listing-preloads). */
export function homePage(indexHtml: string): string {
  return indexHtml.replace(/<!--[\s\S]*?-->/g, '')
}
