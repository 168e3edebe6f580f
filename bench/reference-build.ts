import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'

import * as esbuild from 'esbuild'

import { REPO_ROOT } from '../tests/support/web-host.ts'
import { commandLog } from './commands.ts'

export const REFERENCE_OUT = join(REPO_ROOT, 'dist/bench/reference')

/**
 * The conventional stack's build of bench/reference: one minified bundle (React 18, Redux Toolkit with
 * RTK Query, redux-persist, React Router 6, Formik with yup, axios) and the shop's own style sheet,
 * with the same target, hashed names and precompressed files as ours.
 */
export async function buildReference(): Promise<void> {
  commandLog.push('esbuild bench/reference/src/main.tsx --bundle --minify --format=esm (bench/reference-build.ts)')
  await rm(REFERENCE_OUT, { recursive: true, force: true })
  await mkdir(REFERENCE_OUT, { recursive: true })
  const result = await esbuild.build({
    absWorkingDir: REPO_ROOT,
    entryPoints: { main: 'bench/reference/src/main.tsx' },
    outdir: join(REFERENCE_OUT, 'assets'),
    bundle: true,
    format: 'esm',
    target: ['chrome103', 'firefox115', 'safari15'],
    minify: true,
    entryNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    loader: { '.svg': 'file', '.png': 'file', '.webp': 'file', '.woff2': 'file' },
    publicPath: '/assets',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning'
  })
  const [jsPath, output] = Object.entries(result.metafile.outputs).find(([, entry]) => entry.entryPoint !== undefined) ?? []
  if (!jsPath || !output) throw new Error('the reference build produced no entry')
  const url = (path: string) => `/${relative(REFERENCE_OUT, join(REPO_ROOT, path))}`
  const html = (await readFile(join(REPO_ROOT, 'bench/reference/index.html'), 'utf8'))
    .replace('<!-- styles -->', output.cssBundle ? `<link rel="stylesheet" href="${url(output.cssBundle)}">` : '')
    .replace('<!-- script -->', `<script type="module" src="${url(jsPath)}"></script>`)
  await writeFile(join(REFERENCE_OUT, 'index.html'), html)
  await writeFile(join(REFERENCE_OUT, 'meta.json'), JSON.stringify(result.metafile))
  await cp(join(REPO_ROOT, 'src/public/logo.svg'), join(REFERENCE_OUT, 'logo.svg'))
  for (const path of Object.keys(result.metafile.outputs)) await precompress(join(REPO_ROOT, path))
}

async function precompress(path: string): Promise<void> {
  if (!/\.(js|css|svg)$/.test(path)) return
  const body = await readFile(path)
  await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }))
  await writeFile(
    `${path}.br`,
    brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
  )
}
