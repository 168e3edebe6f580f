// esbuild puts shared code in one chunk per set of entry points that reach it, and every lazy page is an
// entry point: the first screen's modules ended up in ~30 chunks, each paying its own request and its
// own gzip dictionary (+10 KiB gzip). Here every lazily imported module of src/ also imports what
// src/main.tsx imports (but the style sheet), in its order, so all of them reach the whole first screen and
// its modules share one chunk, run in main.tsx's order (embedded-start.ts before any store reads the address).
// Those modules already ran when a lazy chunk loads: the added imports run nothing.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

const NAMESPACE = 'lazy-entry'

/** @returns {import('esbuild').Plugin} */
export function firstScreenChunk({ root, firstScreen = ['src/host/embedded-start.ts', 'src/host/host-listeners.ts', 'src/ui/App.tsx'] }) {
  const srcDir = join(root, 'src')
  const roots = firstScreen.map((path) => join(root, path))
  return {
    name: 'first-screen-chunk',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === NAMESPACE) return undefined
        const resolved = await build.resolve(args.path, {
          kind: 'import-statement',
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: NAMESPACE
        })
        if (resolved.errors.length > 0 || !resolved.path.startsWith(srcDir) || roots.includes(resolved.path)) return undefined
        return { path: resolved.path, namespace: NAMESPACE }
      })
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const real = JSON.stringify(args.path)
        // `export *` leaves out a default export (a module with one, such as tebex.js, would lose it).
        const hasDefault = /\bexport\s+default\b|\bas\s+default\b/.test(await readFile(args.path, 'utf8'))
        return {
          contents: [
            ...roots.map((path) => `import ${JSON.stringify(path)}`),
            `export * from ${real}`,
            ...(hasDefault ? [`export { default } from ${real}`] : [])
          ].join('\n'),
          resolveDir: root,
          loader: 'js',
          watchFiles: [args.path]
        }
      })
    }
  }
}

/**
 * The chunks `entry` imports statically, directly or not: index.html names them as modulepreload links,
 * so the browser fetches them with the entry instead of after reading it.
 */
export function staticChunks(metafile, entry) {
  const seen = new Set()
  const visit = (path) => {
    for (const imported of metafile.outputs[path]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || imported.external || seen.has(imported.path)) continue
      seen.add(imported.path)
      visit(imported.path)
    }
  }
  visit(entry)
  return [...seen]
}
