// The back-office (/admin): its own entry and chunks under /assets/admin, its own page and metafile, so the
// player bundle never loads it and its budget never counts it. build.mjs builds it after the shop's bundle,
// whose compression pass walks dist/web: never a half-written back-office file.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'

/** @returns {import('esbuild').BuildOptions} */
export function adminBuildOptions({ root, webOptions, webOut, useReact, precompress }) {
  const watch = webOptions.sourcemap === 'inline'
  const finish = async (result) => {
    if (result.errors.length > 0 || !result.metafile) return
    const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === 'src/admin/main.tsx')
    if (!entry) throw new Error('build: the back-office entry produced no output')
    const [jsPath, output] = entry
    const assetUrl = (path) => `/${relative(webOut, join(root, path)).split('\\').join('/')}`
    const template = await readFile(join(root, 'src/admin/index.html'), 'utf8')
    // The footer's release: package.json's "version", the one source (web/version.ts).
    const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'))
    const html = template
      .replace('<!-- version -->', version)
      .replace('<!-- styles -->', output.cssBundle ? `<link rel="stylesheet" href="${assetUrl(output.cssBundle)}">` : '')
      .replace('<!-- script -->', `<script type="module" src="${assetUrl(jsPath)}"></script>`)
    await mkdir(join(webOut, 'admin'), { recursive: true })
    await writeFile(join(webOut, 'admin/index.html'), html)
    if (watch) return
    await precompress(join(webOut, 'assets/admin'))
    await precompress(join(webOut, 'admin'))
  }
  return {
    ...webOptions,
    entryPoints: { admin: 'src/admin/main.tsx' },
    outdir: join(webOut, 'assets/admin'),
    publicPath: '/assets/admin',
    // preact/compat's whole React API for the back-office's many forms (selects, default values, text areas): its
    // bytes never reach a player, and the shop's lean `react` (scripts/preact-react.mjs) translates only what the shop uses.
    alias: useReact ? {} : { ...webOptions.alias, react: 'preact/compat', 'react-dom': 'preact/compat' },
    // No __BOUTIQUE_EMBEDDED__: the back-office is never embedded in the game.
    define: { 'process.env.NODE_ENV': webOptions.define['process.env.NODE_ENV'] },
    plugins: [{ name: 'admin-html', setup: (build) => build.onEnd(finish) }]
  }
}
