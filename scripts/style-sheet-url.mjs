// `import url from './screens.css?url'`: the style sheet built on its own (bundled, minified, the build's
// target) into the build's output folder, and its URL as the module's default export, as Vite answers
// `?url` (vitest). esbuild alone would merge every imported sheet into the entry's one, which index.html
// loads before the first screen: a sheet imported this way stays out of it until the code asks for it.
import { basename, dirname, isAbsolute, join } from 'node:path'

import * as esbuild from 'esbuild'

const NAMESPACE = 'style-sheet-url'

/** @returns {import('esbuild').Plugin} */
export function styleSheetUrl() {
  return {
    name: NAMESPACE,
    setup(build) {
      const options = build.initialOptions
      build.onResolve({ filter: /\.css\?url$/ }, (args) => {
        const path = args.path.slice(0, -'?url'.length)
        return { path: isAbsolute(path) ? path : join(args.resolveDir, path), namespace: NAMESPACE }
      })
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const result = await esbuild.build({
          absWorkingDir: options.absWorkingDir,
          entryPoints: [args.path],
          outdir: options.outdir,
          bundle: true,
          minify: options.minify,
          target: options.target,
          loader: options.loader,
          publicPath: options.publicPath,
          entryNames: '[name]-[hash]',
          assetNames: options.assetNames,
          legalComments: 'none',
          logLevel: 'warning',
          metafile: true
        })
        const [sheet] = Object.keys(result.metafile.outputs).filter((path) => path.endsWith('.css'))
        if (!sheet) throw new Error(`${args.path} built to no style sheet`)
        // Beside the chunks in every build (the website's /assets/, the game's html/shop/): relative to the module.
        const url = `new URL(${JSON.stringify(`./${basename(sheet)}`)}, import.meta.url).href`
        return {
          contents: `export default ${url}`,
          loader: 'js',
          resolveDir: dirname(args.path),
          watchFiles: Object.keys(result.metafile.inputs).map((input) => join(options.absWorkingDir ?? '', input))
        }
      })
    }
  }
}
