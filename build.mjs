#!/usr/bin/env node
// Builds the shop: the browser bundle (dist/web), the web host (dist/server), the FiveM resource (dist/boutique).
//   node build.mjs            production build, on Preact (scripts/preact-react.mjs; the back-office on preact/compat)
//   node build.mjs --react    the same bundle on real React, into dist/web-react (and its resource, dist/boutique-react)
//   node build.mjs --watch    rebuild on change (development)
//   node build.mjs --quiet    no size table
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'

import * as esbuild from 'esbuild'

import { adminBuildOptions } from './scripts/admin-build.mjs'
import { resourceBuild } from './scripts/build-resource.mjs'
import { firstScreenChunk, staticChunks } from './scripts/first-screen-chunk.mjs'
import { listingPreloadsComments } from './scripts/listing-preloads.mjs'
import { serverBuildOptions } from './scripts/server-build.mjs'
import { styleSheetUrl } from './scripts/style-sheet-url.mjs'
import { terserPass } from './scripts/terser-pass.mjs'
import { withStaticShell } from './scripts/static-shell.mjs'

const root = dirname(fileURLToPath(import.meta.url))
const args = new Set(process.argv.slice(2))
const useReact = args.has('--react')
const watch = args.has('--watch')
const quiet = args.has('--quiet')
const webOut = join(root, useReact ? 'dist/web-react' : 'dist/web')

const PREACT_ALIASES = {
  // The hooks, Component and the few props React names differently: not preact/compat's whole React API.
  react: join(root, 'scripts/preact-react.mjs'),
  'react-dom': join(root, 'scripts/preact-react.mjs'),
  // preact/compat's would empty #root first: scripts/preact-client.mjs keeps what the host drew there.
  'react-dom/client': join(root, 'scripts/preact-client.mjs'),
  'react/jsx-runtime': 'preact/jsx-runtime'
}

/** @type {esbuild.BuildOptions} */
const webOptions = {
  absWorkingDir: root,
  entryPoints: { main: 'src/main.tsx' },
  outdir: join(webOut, 'assets'),
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['chrome103', 'firefox115', 'safari15'],
  minify: !watch,
  sourcemap: watch ? 'inline' : false,
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  loader: { '.svg': 'file', '.png': 'file', '.webp': 'file', '.woff2': 'file' },
  publicPath: '/assets',
  jsx: 'automatic',
  alias: useReact ? {} : PREACT_ALIASES,
  define: {
    'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production'),
    // The website's copy; scripts/build-resource.mjs builds the one embedded in the game.
    __BOUTIQUE_EMBEDDED__: 'false'
  },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  plugins: [
    terserPass({ root, enabled: !watch }),
    firstScreenChunk({ root }),
    styleSheetUrl(),
    { name: 'index-html', setup: (build) => build.onEnd((result) => finishWeb(result)) }
  ]
}

const adminOptions = adminBuildOptions({ root, webOptions, webOut, useReact, precompress: (dir) => precompress(dir) })

const serverOptions = serverBuildOptions(root)

async function finishWeb(result) {
  if (result.errors.length > 0 || !result.metafile) return
  const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === 'src/main.tsx')
  if (!entry) throw new Error('build: the main entry produced no output')
  const [jsPath, output] = entry
  const assetUrl = (path) => `/${relative(webOut, join(root, path)).split('\\').join('/')}`
  const template = await readFile(join(root, 'src/index.html'), 'utf8')
  const listingPreloads = await listingPreloadsComments({
    metafile: result.metafile,
    entry: jsPath,
    assetsDir: join(webOut, 'assets'),
    assetUrl
  })
  const html = template
    .replace(
      '<!-- styles -->',
      [output.cssBundle ? `<link rel="stylesheet" href="${assetUrl(output.cssBundle)}">` : '', listingPreloads.sheet].join('\n    ')
    )
    .replace(
      '<!-- script -->',
      [
        ...staticChunks(result.metafile, jsPath).map((chunk) => `<link rel="modulepreload" href="${assetUrl(chunk)}">`),
        `<script type="module" src="${assetUrl(jsPath)}"></script>`,
        listingPreloads.chunks
      ].join('\n    ')
    )
  await writeFile(join(webOut, 'index.html'), withStaticShell(html))
  await cp(join(root, 'src/public'), webOut, { recursive: true })
  await cp(join(root, 'web/demo/images'), join(webOut, 'media/demo'), { recursive: true })
  await cp(join(root, 'web/demo/ranks'), join(webOut, 'media/ranks'), { recursive: true })
  if (!watch) await precompress(webOut)
  // After precompress, and never served (web/http/static-files.ts): the bundle budget test and npm run bench read it.
  await writeFile(join(webOut, 'meta.json'), JSON.stringify(result.metafile))
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/

/** The web host serves these .br and .gz files as they are: no compression per request. */
async function precompress(dir) {
  for (const path of await listFiles(dir)) {
    if (!COMPRESSIBLE.test(path)) continue
    const body = await readFile(path)
    if (body.length < 512) continue
    await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }))
    await writeFile(
      `${path}.br`,
      brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    )
  }
}

async function listFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

async function printSizes(resource) {
  const rows = []
  for (const path of await listFiles(webOut)) {
    if (path.endsWith('.gz') || path.endsWith('.br') || path.includes('/media/') || path.endsWith('meta.json')) continue
    const body = await readFile(path)
    rows.push([relative(root, path), body.length, gzipSync(body, { level: 9 }).length])
  }
  for (const path of await listFiles(serverOptions.outdir)) {
    if (path.endsWith('.map')) continue
    const { size } = await stat(path)
    rows.push([relative(root, path), size, gzipSync(await readFile(path), { level: 9 }).length])
  }
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(10)
  console.log(`${'file'.padEnd(56)}${'raw'.padStart(10)}${'gzip'.padStart(10)}`)
  for (const [path, raw, gzip] of rows.sort((a, b) => a[0].localeCompare(b[0]))) {
    console.log(`${path.padEnd(56)}${kib(raw)}${kib(gzip)}`)
  }
  if (!resource) return
  const { folder, files, total, zip } = await resource.sizes()
  console.log(`\nFiveM resource ${folder}/ (${files} files)${kib(total)}${zip === undefined ? '' : `, ${folder}.zip${kib(zip)}`}`)
}

async function main() {
  // Read by scripts/dist-freshness.mjs: a source changed after this moment makes the build stale.
  const startedAt = new Date().toISOString()
  const stamp = join(root, useReact ? 'dist/build-stamp-react.json' : 'dist/build-stamp.json')
  await rm(stamp, { force: true })
  await rm(webOut, { recursive: true, force: true })
  await mkdir(webOut, { recursive: true })
  // Each build embeds its own bundle in a resource of its own: the React one beside the preact one, never over it.
  const resource = resourceBuild({ root, webOptions, watch, folder: useReact ? 'boutique-react' : undefined })
  await resource?.clean()
  const allOptions = [webOptions, serverOptions, ...(resource?.options ?? [])]
  if (watch) {
    const contexts = await Promise.all([...allOptions, adminOptions].map((options) => esbuild.context(options)))
    await Promise.all(contexts.map((context) => context.watch()))
    await resource?.finish()
    console.log('build: watching src/, web/ and overlay/ (Ctrl+C to stop)')
    return
  }
  await rm(serverOptions.outdir, { recursive: true, force: true })
  await Promise.all(allOptions.map((options) => esbuild.build(options)))
  // After the shop's build, whose compression pass walks dist/web: never a half-written back-office file.
  await esbuild.build(adminOptions)
  await resource?.finish()
  await writeFile(stamp, `${JSON.stringify({ startedAt })}\n`)
  if (!quiet) await printSizes(resource)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
