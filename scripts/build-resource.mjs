// The FiveM resource (overlay/) as a folder ready to copy: dist/boutique/ (and dist/boutique.zip); the React build's
// twin is dist/boutique-react/ (its zip's folder is still named boutique: the folder's name is the resource's).
//   fxmanifest.lua, client.js, server.js, README.md,
//   html/host.html + host.css + host.js (the NUI page), html/shop/ (the shop bundle, relative URLs)
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { basename, join, relative } from 'node:path'

import { staticChunks } from './first-screen-chunk.mjs'
import { writeZip } from './write-zip.mjs'

export const RESOURCE_NAME = 'boutique'

/** esbuild options of the resource's parts, and the steps that complete the folder. */
export function resourceBuild({ root, webOptions, watch, folder = RESOURCE_NAME }) {
  const out = join(root, 'dist', folder)
  const shopOut = join(out, 'html/shop')
  /** @type {import('esbuild').BuildOptions[]} */
  const options = [embeddedShopOptions({ root, webOptions, shopOut }), ...overlayScriptsOptions({ root, out, watch })]
  return {
    out,
    options,
    clean: () => cleanResource(out, shopOut),
    finish: () => finishResource({ root, out, shopOut, watch }),
    sizes: () => resourceSizes(root, out)
  }
}

/** The same bundle as the website, but every URL relative to its own folder: nothing rewrites URLs in game. */
function embeddedShopOptions({ root, webOptions, shopOut }) {
  return {
    ...webOptions,
    outdir: shopOut,
    publicPath: undefined,
    define: { ...webOptions.define, __BOUTIQUE_EMBEDDED__: 'true' },
    plugins: [
      // The game reads its copy from disk: terser's few bytes are not worth its seconds there.
      ...webOptions.plugins.filter((plugin) => plugin.name !== 'index-html' && plugin.name !== 'terser-pass'),
      { name: 'embedded-index', setup: (build) => build.onEnd((result) => writeShopIndex(root, shopOut, result)) }
    ]
  }
}

/** The game's client and server scripts, and the NUI host page's script. */
function overlayScriptsOptions({ root, out, watch }) {
  const scripts = (entry, options) => ({
    absWorkingDir: root,
    entryPoints: entry,
    outdir: out,
    bundle: true,
    format: 'iife',
    legalComments: 'none',
    logLevel: 'warning',
    ...options
  })
  return [
    scripts({ client: 'overlay/src/client/main.ts' }, { platform: 'neutral', target: 'es2022' }),
    scripts({ server: 'overlay/src/server/main.ts' }, { platform: 'node', target: 'node22', mainFields: ['module', 'main'] }),
    scripts({ 'html/host': 'overlay/src/host/host-page.ts' }, { platform: 'browser', target: 'chrome103', minify: !watch })
  ]
}

/** html/shop/index.html: src/index.html with relative links to the embedded bundle, and no favicon. */
async function writeShopIndex(root, shopOut, result) {
  if (result.errors.length > 0 || !result.metafile) return
  const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === 'src/main.tsx')
  if (!entry) throw new Error('build: the embedded shop produced no main entry')
  const [jsPath, output] = entry
  const template = await readFile(join(root, 'src/index.html'), 'utf8')
  const html = template
    .replace(/\s*<link rel="icon"[^>]*>/, '')
    .replace('<!-- styles -->', output.cssBundle ? `<link rel="stylesheet" href="./${basename(output.cssBundle)}">` : '')
    .replace(
      '<!-- script -->',
      [
        ...staticChunks(result.metafile, jsPath).map((chunk) => `<link rel="modulepreload" href="./${basename(chunk)}">`),
        `<script type="module" src="./${basename(jsPath)}"></script>`
      ].join('\n    ')
    )
  await writeFile(join(shopOut, 'index.html'), html)
}

async function cleanResource(out, shopOut) {
  await rm(out, { recursive: true, force: true })
  await rm(`${out}.zip`, { force: true })
  await mkdir(shopOut, { recursive: true })
}

/** The page, the manifest listing every file, the admins' README, then the zip. */
async function finishResource({ root, out, shopOut, watch }) {
  await cp(join(root, 'overlay/html'), join(out, 'html'), { recursive: true })
  await cp(join(root, 'overlay/README.md'), join(out, 'README.md'))
  const shopFiles = (await readdir(shopOut)).sort().map((name) => `  'html/shop/${name}',`)
  const manifest = (await readFile(join(root, 'overlay/fxmanifest.lua'), 'utf8')).replace(
    /^ {2}'html\/shop\/\*', -- shop files$/m,
    shopFiles.join('\n')
  )
  await writeFile(join(out, 'fxmanifest.lua'), manifest)
  if (!watch) await writeZip(out, `${out}.zip`, RESOURCE_NAME)
}

async function resourceSizes(root, out) {
  const entries = await readdir(out, { recursive: true, withFileTypes: true })
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
  let total = 0
  for (const path of files) total += (await stat(path)).size
  const zip = await stat(`${out}.zip`).then(
    (info) => info.size,
    () => undefined
  )
  return { folder: relative(root, out), files: files.length, total, zip }
}
