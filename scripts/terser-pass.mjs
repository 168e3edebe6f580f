// A second minification of the browser bundles' JavaScript, by terser, after esbuild's: terser's compressor folds
// and inlines more than esbuild's minifier does, about 4 % of the shop's first-screen JavaScript after gzip
// (docs/first-screen.md#the-first-screens-bytes). Default, safe compress options only: nothing that assumes getters
// are pure or that code does not rely on a function's name.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { minify } from 'terser'

/** An esbuild plugin, first of its build's plugins: its end callback rewrites every JS output before the others run. */
export function terserPass({ root, enabled }) {
  return {
    name: 'terser-pass',
    setup(build) {
      build.onEnd(async (result) => {
        if (!enabled || result.errors.length > 0 || !result.metafile) return
        const outputs = Object.keys(result.metafile.outputs).filter((path) => path.endsWith('.js'))
        await Promise.all(outputs.map((path) => minifyFile(join(root, path), build.initialOptions.format)))
      })
    }
  }
}

async function minifyFile(path, format) {
  const code = await readFile(path, 'utf8')
  const minified = await minify(code, { module: format === 'esm', compress: { passes: 2 }, mangle: true, format: { comments: false } })
  if (minified.code === undefined) throw new Error(`terser gave nothing for ${path}`)
  await writeFile(path, minified.code)
}
