// A second minification of the website's first-screen JavaScript, by terser, after esbuild's: terser's compressor
// folds and inlines more than esbuild's minifier does, about 4 % of the first screen's JavaScript after gzip
// (docs/first-screen.md#the-first-screens-bytes). Only the entry and the chunks it imports statically: they are the
// bytes the first screen waits for, and the rest (Tebex.js alone is 219 KiB) would add seconds to every build,
// `npm start` included. Default, safe compress options: nothing that assumes getters are pure or that code does not
// rely on a function's name.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { minify } from 'terser'

import { staticChunks } from './first-screen-chunk.mjs'

const ENTRY = 'src/main.tsx'

/** An esbuild plugin, first of the website build's plugins: its end callback rewrites those outputs before the others run. */
export function terserPass({ root, enabled }) {
  return {
    name: 'terser-pass',
    setup(build) {
      build.onEnd(async (result) => {
        if (!enabled || result.errors.length > 0 || !result.metafile) return
        const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === ENTRY)?.[0]
        if (!entry) return
        const firstScreen = [entry, ...staticChunks(result.metafile, entry)].filter((path) => path.endsWith('.js'))
        await Promise.all(firstScreen.map((path) => minifyFile(join(root, path))))
      })
    }
  }
}

async function minifyFile(path) {
  const code = await readFile(path, 'utf8')
  const minified = await minify(code, { module: true, compress: { passes: 2 }, mangle: true, format: { comments: false } })
  if (minified.code === undefined) throw new Error(`terser gave nothing for ${path}`)
  await writeFile(path, minified.code)
}
